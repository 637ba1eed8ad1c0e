/**
 * Example operations for the GraphQL operations no guide shows yet, written against the example workspace. Every other
 * operation page takes its example from the guides (a ```graphql service=… block and the ```json variables after it);
 * scripts/generate-graphql-examples.ts prefers those, and tests/unit/graphqlExamples.test.ts validates both kinds.
 */
export type GraphqlOperationExample = {
  service: 'onboarding' | 'workflow' | 'invitation';
  /** The Query or Mutation field the example calls. */
  field: string;
  query: string;
  variables: Record<string, unknown>;
  /** The environment of the token the example runs with, when the sandbox holds nothing to show. */
  environment?: 'sandbox' | 'production';
};

export const graphqlOperationExamples: readonly GraphqlOperationExample[] = [
  {
    service: 'workflow',
    field: 'workflowInstances',
    query: `query FailedSignUps($workflowId: ID!, $finishedAfter: DateTime) {
  workflowInstances(workflowId: $workflowId, status: [FAILED], finishedAfter: $finishedAfter, first: 50) {
    edges {
      node {
        id
        status
        failedNodeId
        failureReason
        startedAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}`,
    variables: {workflowId: 'wf_3kq8v2m0p1', finishedAfter: '2025-03-01T00:00:00Z'},
    environment: 'production',
  },
  {
    service: 'onboarding',
    field: 'plans',
    query: `query Plans {
  plans {
    id
    name
    description
    prices {
      period
      amount
      currency
      perSeat
    }
    features
    environment
    updatedAt
  }
}`,
    variables: {},
  },
  {
    service: 'workflow',
    field: 'integrations',
    query: `query Integrations {
  integrations {
    environment
    crm {
      provider
      status
      accountName
      usedBy
    }
    emailProvider {
      provider
      status
      accountName
    }
  }
}`,
    variables: {},
  },
  {
    service: 'workflow',
    field: 'featureWorkflows',
    query: `query FeatureWorkflows {
  featureWorkflows {
    environment
    assignments {
      feature
      workflow {
        id
        name
      }
      updatedAt
    }
  }
}`,
    variables: {},
  },
  {
    service: 'workflow',
    field: 'environmentValues',
    query: `query EnvironmentValues {
  environmentValues {
    name
    value
    secret
    environment
    usedBy
  }
}`,
    variables: {},
  },
  {
    service: 'workflow',
    field: 'waitlistEntries',
    environment: 'production',
    query: `query WaitingEntries($status: [WaitlistEntryStatus!]) {
  waitlistEntries(status: $status, first: 20) {
    totalCount
    edges {
      node {
        id
        reason
        email
        companyDomain
        status
        joinedAt
        userId
        tenantId
      }
    }
  }
}`,
    variables: {status: ['WAITING']},
  },
  {
    service: 'workflow',
    field: 'lead',
    environment: 'production',
    query: `query Lead($id: ID!) {
  lead(id: $id) {
    id
    email
    companyDomain
    leadSource
    destination
    crmProvider
    crmRecordId
  }
}`,
    variables: {id: 'lead_4v9k2m'},
  },
  {
    service: 'workflow',
    field: 'addCustomDomain',
    query: `mutation AddDomain($input: AddCustomDomainInput!) {
  addCustomDomain(input: $input) {
    status
    customDomain {
      id
      hostname
      status
      dnsRecords {
        type
        name
        value
      }
    }
    errors {
      code
      message
      path
    }
  }
}`,
    variables: {input: {hostname: 'signup-sandbox.acme.example'}},
  },
  {
    service: 'workflow',
    field: 'setEnvironmentValue',
    query: `mutation SetAppUrl($input: SetEnvironmentValueInput!) {
  setEnvironmentValue(input: $input) {
    status
    environmentValue {
      name
      value
      secret
      environment
      usedBy
    }
    errors {
      code
      message
      path
    }
  }
}`,
    variables: {input: {name: 'APP_URL', value: 'https://staging.acme.example'}},
  },
];

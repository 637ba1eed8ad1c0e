/** The operation each service opens with in the explorer (validated against the schemas by a unit test). */
export const defaultQueries = {
  workflow: `# Run with the ▶ button or Ctrl+Enter. Answers come from an in-browser mock of the workflow service.
query Workflows {
  workflows(first: 3) {
    totalCount
    edges {
      node {
        id
        name
        mode
        features
      }
    }
  }
}
`,
  onboarding: `# Answers come from an in-browser mock of the onboarding service.
query Progress {
  onboardingStatus(instanceId: "wfi_8h2n4c7d") {
    status
    environment
    responses {
      id
      action
    }
  }
}
`,
  invitation: `# Answers come from an in-browser mock of the invitation service.
query Pending {
  invitations(tenantId: "acct_31b9", first: 5) {
    edges {
      node {
        id
        email
        status
      }
    }
  }
}
`,
} as const;

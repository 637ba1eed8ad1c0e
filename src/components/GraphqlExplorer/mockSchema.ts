import {graphql, type ExecutionResult, type GraphQLSchema} from 'graphql';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {addMocksToSchema} from '@graphql-tools/mock';

/** Realistic values for the custom scalars of the Onramp schemas. */
export const scalarMocks = {
  DateTime: () => new Date(Date.UTC(2024, 4, 14, 9, 30, Math.floor(Math.random() * 60))).toISOString(),
  JSON: () => ({plan: 'trial', seats: 5}),
  URL: () => 'https://app.onramp.example/welcome',
  EmailAddress: () => 'ada@customer.example',
  ID: () => `id_${Math.random().toString(36).slice(2, 10)}`,
  String: () => 'Sample text',
  Int: () => Math.floor(Math.random() * 20) + 1,
};

/** Plausible values for the fields readers look at first; every other field gets a scalar mock. */
export const typeMocks = {
  Workflow: () => ({name: 'Self-serve sign-up', description: 'Sign-up, enrichment, account and onboarding', draftVersion: 3, publishedVersion: 2, productionVersion: 2}),
  WorkflowInstance: () => ({version: 2, currentNodeId: 'onboarding', failedNodeId: null, failureReason: null, data: {email: 'ada@customer.example', userId: 'usr_8f2c1e', tenantId: 'ten_4k2m9x'}}),
  Blueprint: () => ({name: 'Sign-up with onboarding', description: 'Authentication, Create tenant, Onboarding and Redirection in a line.'}),
  Invitation: () => ({tenantId: 'ten_4k2m9x', message: 'Join us in Acme Projects', sendCount: 1}),
  ProductDetails: () => ({name: 'Acme Projects', websiteUrl: 'https://www.acme.example', supportEmail: 'support@acme.example', brandColor: '#4338ca'}),
  OnboardingStep: () => ({title: 'How big is your team?', description: 'We use this to suggest a plan.', index: 1}),
  UserError: () => ({message: 'The input breaks a business rule; see code.', path: ['input']}),
};

/** An executable schema that answers every valid operation with mocked data, without any network. */
export function mockedSchema(sdl: string): GraphQLSchema {
  const schema = makeExecutableSchema({typeDefs: sdl, resolverValidationOptions: {requireResolversToMatchSchema: 'ignore'}});
  const types = schema.getTypeMap();
  const mocks = {...scalarMocks, ...Object.fromEntries(Object.entries(typeMocks).filter(([name]) => name in types))};
  return addMocksToSchema({schema, mocks, preserveResolvers: false});
}

export type OperationRequest = {query: string; variables?: Record<string, unknown> | null; operationName?: string | null};

export function executeMocked(schema: GraphQLSchema, request: OperationRequest): Promise<ExecutionResult> {
  return graphql({
    schema,
    source: request.query,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
}

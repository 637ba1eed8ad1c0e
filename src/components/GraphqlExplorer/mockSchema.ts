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

/** An executable schema that answers every valid operation with mocked data, without any network. */
export function mockedSchema(sdl: string): GraphQLSchema {
  const schema = makeExecutableSchema({typeDefs: sdl, resolverValidationOptions: {requireResolversToMatchSchema: 'ignore'}});
  return addMocksToSchema({schema, mocks: scalarMocks, preserveResolvers: false});
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

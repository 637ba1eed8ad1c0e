import {graphql, type ExecutionResult, type GraphQLSchema} from 'graphql';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {addMocksToSchema} from '@graphql-tools/mock';
import {exampleResolvers, type AnswerContext} from '@site/src/data/exampleAnswers';

/**
 * Values for fields the example workspace's resolvers leave open. They are fixed, so the same operation gets the same
 * answer; an ID reads as unresolved, which the tests refuse in any answer.
 */
export const scalarMocks = {
  DateTime: () => '2025-03-14T09:30:00.000Z',
  JSON: () => ({}),
  URL: () => 'https://app.acme.example/welcome',
  EmailAddress: () => 'dana@contoso.example',
  ID: () => 'mock_unresolved_id',
  String: () => 'Sample text',
  Int: () => 3,
  Float: () => 1,
  Boolean: () => false,
};

export type MockedService = keyof typeof exampleResolvers;

/** An executable schema that answers every valid operation from the example workspace, without any network. */
export function mockedSchema(sdl: string, service?: MockedService): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: sdl,
    resolvers: service ? (exampleResolvers[service] as never) : {},
    resolverValidationOptions: {requireResolversToMatchSchema: 'ignore'},
  });
  return addMocksToSchema({schema, mocks: scalarMocks, preserveResolvers: true});
}

export type OperationRequest = {query: string; variables?: Record<string, unknown> | null; operationName?: string | null};

export function executeMocked(schema: GraphQLSchema, request: OperationRequest, context: AnswerContext = {environment: 'SANDBOX'}): Promise<ExecutionResult> {
  return graphql({
    schema,
    source: request.query,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    contextValue: context,
  });
}

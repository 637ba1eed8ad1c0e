import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, execute, getVariableValues, Kind, parse, validate, type GraphQLSchema, type OperationDefinitionNode} from 'graphql';
import {beforeAll, describe, expect, it} from 'vitest';
import {graphqlServices, type GraphqlService} from '../../src/config/graphqlReference';
import {userErrorsByOperation} from '../../src/data/graphqlErrors';
import {answerExamples, exampleKey, guideExamples, operationExamples, type ExampleAnswers, type GraphqlExample} from '../../src/lib/graphqlExamples';
import {rootDir} from '../support/docs';

const schemas = Object.fromEntries(
  graphqlServices.map((service) => [service, buildSchema(readFileSync(join(rootDir, 'api', 'graphql', `${service}.graphql`), 'utf8'))]),
) as Record<GraphqlService, GraphQLSchema>;
const examples = operationExamples(rootDir);
let answers: Map<string, ExampleAnswers>;

beforeAll(async () => {
  answers = await answerExamples(rootDir, examples.values());
}, 60_000);

const operationOf = (example: GraphqlExample) => parse(example.query).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;

/**
 * Problems of an answer's shape: the operation run against the plain SDL with the answer's data as its root must give
 * back the same data, so a missing or extra field, a wrong type or an unknown enum value shows as a difference.
 */
function shapeProblems(schema: GraphQLSchema, example: GraphqlExample, data: unknown): string[] {
  const result = execute({schema, document: parse(example.query), rootValue: data, variableValues: example.variables});
  if ('then' in result) return ['answered asynchronously'];
  return [...(result.errors ?? []).map((error) => error.message), ...(JSON.stringify(result.data) === JSON.stringify(data) ? [] : ['data differs from the schema shape'])];
}

describe('the example on every GraphQL operation page', () => {
  it('exists for every query and mutation of the three services', () => {
    const fields = graphqlServices.flatMap((service) =>
      [schemas[service].getQueryType(), schemas[service].getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}).map((field) => exampleKey(service, field))),
    );
    expect(fields.length).toBeGreaterThan(30);
    expect(fields.filter((key) => !examples.has(key))).toEqual([]);
  });

  it('comes from the guides for most operations', () => {
    const fromGuides = [...examples.values()].filter((example) => example.guide);
    expect(fromGuides.length).toBeGreaterThanOrEqual(examples.size * 0.7);
    expect(guideExamples(rootDir).every((example) => example.guide?.startsWith('docs/'))).toBe(true);
  });

  it('is a valid operation of its service, with variables of the declared types', () => {
    const problems = [...examples.values()].flatMap((example) => {
      const schema = schemas[example.service];
      const errors = validate(schema, parse(example.query)).map((error) => error.message);
      const coerced = getVariableValues(schema, operationOf(example).variableDefinitions ?? [], example.variables);
      return [...errors, ...(coerced.errors ?? []).map((error) => error.message)].map((message) => `${example.service}.${example.field}: ${message}`);
    });
    expect(problems).toEqual([]);
  });

  it('gets a success answer in the shape the operation asks for', () => {
    const problems = [...examples.values()].flatMap((example) => {
      const answer = answers.get(exampleKey(example.service, example.field))!.success as {data?: Record<string, unknown>; errors?: unknown[]};
      const found = [
        ...(answer.errors ? ['has errors'] : []),
        ...(answer.data?.[example.field] == null ? ['no data'] : []),
        ...shapeProblems(schemas[example.service], example, answer.data),
        ...(JSON.stringify(answer).includes('mock_unresolved_id') ? ['an ID the workspace does not hold'] : []),
      ];
      return found.map((problem) => `${example.service}.${example.field}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('gets a failure answer: a documented user error for a mutation, an expired token for a query', () => {
    const problems = [...examples.values()].flatMap((example) => {
      const {failure, failureLabel} = answers.get(exampleKey(example.service, example.field))!;
      const answer = failure as {data?: Record<string, {status?: string; errors?: {code: string}[]}> | null; errors?: {extensions?: {code?: string; reason?: string}}[]};
      if (example.operationType === 'mutation') {
        const documented: readonly string[] = (userErrorsByOperation[example.service] as Record<string, readonly string[]>)[example.field] ?? [];
        const payload = answer.data?.[example.field];
        const ok = payload?.status === 'FAILURE' && payload.errors?.[0]?.code === failureLabel && documented.includes(failureLabel);
        return [...(ok ? [] : ['no documented user error']), ...shapeProblems(schemas[example.service], example, answer.data)].map((problem) => `${example.field}: ${problem}`);
      }
      const error = answer.errors?.[0]?.extensions;
      return error?.code === 'UNAUTHENTICATED' && error.reason === 'token_expired' ? [] : [`${example.field}: no expired-token error`];
    });
    expect(problems).toEqual([]);
  });

  it('catches an answer whose shape does not match the operation', () => {
    const example = examples.get(exampleKey('workflow', 'lead'))!;
    expect(shapeProblems(schemas.workflow, example, {lead: {id: 'lead_4v9k2m'}})).not.toEqual([]);
  });
});

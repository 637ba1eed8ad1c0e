// Node only (the generate step and the tests): the example of each GraphQL operation page, taken from the guides where
// one shows the operation (src/data/graphqlOperationExamples.ts otherwise), and the answers the local mock server gives
// it, from the example workspace: one success, and one failure (a documented user error, or an expired token).
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Kind, parse, type OperationDefinitionNode} from 'graphql';
import {graphqlServices, type GraphqlService} from '../config/graphqlReference';
import {graphqlOperationExamples} from '../data/graphqlOperationExamples';
import {everyScopeToken, exampleWorkspace} from '../data/exampleWorkspace';
import {userErrorsByOperation} from '../data/graphqlErrors';
import {graphqlMockServices} from '../../scripts/mock-server/graphql';
import {MockTokens} from '../../scripts/mock-server/tokens';

export type OperationType = 'query' | 'mutation';

export type GraphqlExample = {
  service: GraphqlService;
  operationType: OperationType;
  /** The Query or Mutation field the example calls. */
  field: string;
  query: string;
  variables: Record<string, unknown>;
  /** The guide the example comes from, relative to the site; none for src/data/graphqlOperationExamples.ts. */
  guide?: string;
  /** The environment of the token the guide says it uses (`environment=production` on the fence); see environmentOf. */
  environment?: 'sandbox' | 'production';
};

type Fence = {lang: string; meta: string; code: string; start: number; end: number};

/** The fenced code blocks of a Markdown file, with the line span of each. */
function fences(text: string): Fence[] {
  const lines = text.split('\n');
  const found: Fence[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index].match(/^\s*(`{3,})(\S*)\s*(.*)$/);
    if (!open) continue;
    const close = new RegExp(`^\\s*\`{${open[1].length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    found.push({lang: open[2], meta: open[3], code: lines.slice(index + 1, end).join('\n'), start: index, end});
    index = end;
  }
  return found;
}

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => name.split('\\').join('/'))
    .sort();

/** The operations of the guides' ```graphql service=… blocks, each with the ```json block right after it as variables. */
export function guideExamples(siteDir: string, docsDir = 'docs'): GraphqlExample[] {
  return markdownFiles(join(siteDir, docsDir)).flatMap((name) => {
    const text = readFileSync(join(siteDir, docsDir, name), 'utf8');
    const lines = text.split('\n');
    const blocks = fences(text);
    return blocks.flatMap((block, index) => {
      const service = block.meta.match(/\bservice=(\w+)/)?.[1] as GraphqlService | undefined;
      if (block.lang !== 'graphql' || !service || !graphqlServices.includes(service)) return [];
      const next = blocks[index + 1];
      const adjacent = next && next.lang === 'json' && lines.slice(block.end + 1, next.start).every((line) => line.trim() === '');
      const operations = parse(block.code).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
      if (operations.length !== 1) return [];
      const [operation] = operations;
      const fields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
      const needsVariables = (operation.variableDefinitions ?? []).some((variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue);
      if (needsVariables && !adjacent) return [];
      const variables = adjacent ? (JSON.parse(next.code) as Record<string, unknown>) : {};
      if (fields.length !== 1 || (operation.operation !== 'query' && operation.operation !== 'mutation')) return [];
      const environment = block.meta.match(/\benvironment=(sandbox|production)\b/)?.[1] as GraphqlExample['environment'];
      return [{service, operationType: operation.operation, field: fields[0], query: block.code.trim(), variables, guide: `${docsDir}/${name}`, ...(environment ? {environment} : {})}];
    });
  });
}

/** The example of every operation the guides or the data module show, the guides' first one winning. */
export function operationExamples(siteDir: string): Map<string, GraphqlExample> {
  const written = graphqlOperationExamples.map((example): GraphqlExample => {
    const [operation] = parse(example.query).definitions as OperationDefinitionNode[];
    return {...example, operationType: operation.operation as OperationType};
  });
  const examples = new Map<string, GraphqlExample>();
  for (const example of [...guideExamples(siteDir), ...written]) {
    const key = exampleKey(example.service, example.field);
    if (!examples.has(key)) examples.set(key, example);
  }
  return examples;
}

export const exampleKey = (service: string, field: string): string => `${service}.${field}`;

export type ExampleAnswers = {
  success: unknown;
  failure: unknown;
  /** What the failure shows: a documented user error code, or the expired token. */
  failureLabel: string;
  /** The environment of the token the answers were given to. */
  environment: 'sandbox' | 'production';
};

/** The token failures a request can rehearse with `Prefer: error=…` (scripts/mock-server/graphql.ts). */
const tokenFailures = new Set(['missing_token', 'invalid_token', 'token_expired', 'insufficient_scope', 'environment_mismatch']);

/**
 * The environment an example runs in: the one its guide names, else the environment of the workspace instance, domain
 * or invitation (by its ID or its tenant's) its variables name, else production when its input names it, else sandbox.
 */
export function environmentOf(example: GraphqlExample): 'sandbox' | 'production' {
  if (example.environment) return example.environment;
  const variables = JSON.stringify(example.variables);
  const instance = exampleWorkspace.instances.find((entry) => variables.includes(`"${entry.id}"`));
  if (instance) return instance.environment;
  const domain = exampleWorkspace.customDomains.find((entry) => variables.includes(`"${entry.id}"`));
  if (domain) return domain.environment;
  const invitation = exampleWorkspace.invitations.find((entry) => variables.includes(`"${entry.id}"`) || variables.includes(`"${entry.tenantId}"`));
  if (invitation && example.service === 'invitation') return invitation.environment;
  return variables.includes('"PRODUCTION"') ? 'production' : 'sandbox';
}

/** The environment a token of the other kind reads. */
export const otherEnvironment = (environment: 'sandbox' | 'production'): 'sandbox' | 'production' =>
  environment === 'sandbox' ? 'production' : 'sandbox';

/** Asks the local mock server's GraphQL services (in process, no network) for both answers of every example. */
export async function answerExamples(siteDir: string, examples: Iterable<GraphqlExample>): Promise<Map<string, ExampleAnswers>> {
  const services = graphqlMockServices(siteDir, graphqlServices, new MockTokens());
  const answers = new Map<string, ExampleAnswers>();
  for (const example of examples) {
    const yoga = services.get(example.service)!;
    const send = async (token: string, prefer?: string): Promise<unknown> => {
      const response = await yoga.fetch(`http://localhost/graphql/${example.service}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`, ...(prefer ? {prefer} : {})},
        body: JSON.stringify({query: example.query, variables: example.variables}),
      });
      return response.json();
    };
    // An object another environment holds (an instance started in production, say) reads as null with a sandbox token.
    let environment = environmentOf(example);
    let token = everyScopeToken(environment);
    let success = (await send(token)) as {data?: Record<string, unknown> | null};
    if (success.data?.[example.field] === null) {
      environment = otherEnvironment(environment);
      token = everyScopeToken(environment);
      success = (await send(token)) as typeof success;
    }
    // A user error whose name is also a token failure (INVALID_TOKEN) would rehearse the token failure instead.
    const userErrors = ((userErrorsByOperation[example.service] as Record<string, readonly string[]>)[example.field] ?? []).filter(
      (code) => !tokenFailures.has(code.toLowerCase()),
    );
    const failureLabel = userErrors[0] ?? 'token_expired';
    answers.set(exampleKey(example.service, example.field), {
      success,
      failure: userErrors.length > 0 ? await send(token, `error=${failureLabel}`) : await send(exampleWorkspace.expiredToken),
      failureLabel,
      environment,
    });
  }
  return answers;
}

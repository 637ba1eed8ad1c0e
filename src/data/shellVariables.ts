import {site} from '../site';
import {everyScopeToken, exampleSecretKey, exampleWorkspace} from './exampleWorkspace';

export type ShellVariable = {
  name: `ONRAMP_${string}`;
  /** What the variable holds, one or two sentences; `backticks` mark code. */
  meaning: string;
  /** A value of the documented shape, safe to show (never a real key). */
  example: string;
  /** Where the value comes from: set by you, or printed by the token exchange. */
  origin: 'you' | 'token';
  /** Part of the starter file every reader needs; the others only matter for one task. */
  starter: boolean;
  /** The value that points the examples at the local mock server instead, when there is one. */
  mockValue?: string;
};

const mockServerUrl = site.mockServerUrl;
/** The start node the examples call: the example workspace's sandbox trigger, which the local mock server answers too. */
const exampleTriggerPath = `/triggers/${exampleWorkspace.triggers.find((trigger) => trigger.environment === 'sandbox')!.id}`;

/**
 * The shell variables every cURL and shell example on the site uses, declared once. The REST API introduction renders
 * them (#set-up-your-shell) and tests/unit/shellVariables.test.ts fails on any page that uses another name.
 */
export const shellVariables: readonly ShellVariable[] = [
  {
    name: 'ONRAMP_API_URL',
    meaning: `The REST API's base URL, \`/v1\` included, so paths follow it directly: \`$ONRAMP_API_URL/track\`. The local mock server has the same shape: \`${mockServerUrl}/v1\`.`,
    example: `${site.apiHost}/v1`,
    origin: 'you',
    starter: true,
    mockValue: `${mockServerUrl}/v1`,
  },
  {
    name: 'ONRAMP_GRAPHQL_URL',
    meaning: `The base URL of Build's GraphQL services. Each service is a path below it: \`$ONRAMP_GRAPHQL_URL/onboarding\`, \`$ONRAMP_GRAPHQL_URL/workflow\` and \`$ONRAMP_GRAPHQL_URL/invitation\`. The local mock server serves them at \`${mockServerUrl}/graphql\`.`,
    example: `${site.apiHost}/graphql`,
    origin: 'you',
    starter: true,
    mockValue: `${mockServerUrl}/graphql`,
  },
  {
    name: 'ONRAMP_SECRET_KEY',
    meaning: 'Your secret API key, for the token exchange and every server-side call. Use a sandbox key (`orp_sk_sandbox_…`) while you try things out.',
    example: exampleSecretKey('sandbox'),
    origin: 'you',
    starter: true,
  },
  {
    name: 'ONRAMP_WRITE_KEY',
    meaning: 'Your publishable write key, the `writeKey` of the browser SDK. It can only send events.',
    example: exampleWorkspace.keys.find((key) => key.kind === 'publishable' && key.environment === 'sandbox')!.key,
    origin: 'you',
    starter: true,
  },
  {
    name: 'ONRAMP_ACCESS_TOKEN',
    meaning: 'The bearer access token that `POST /token` returns for your secret key, sent as `Authorization: Bearer $ONRAMP_ACCESS_TOKEN`. Exchange the key again when the token expires.',
    example: everyScopeToken('sandbox'),
    origin: 'token',
    starter: false,
  },
  {
    name: 'ONRAMP_TRIGGER_URL',
    meaning: 'The address of a workflow whose start node is an HTTP trigger block, copied from that node on the canvas. Only needed when your backend starts such a workflow.',
    example: `${site.apiHost}${exampleTriggerPath}`,
    origin: 'you',
    starter: false,
    mockValue: `${mockServerUrl}${exampleTriggerPath}`,
  },
  {
    name: 'ONRAMP_TRIGGER_SECRET',
    meaning:
      "The shared secret of an HTTP trigger block, sent in the header named by the block's `secretHeader` setting: the start node's when you start a workflow, or, in the sample app, the one a mid-flow block sends to your endpoint.",
    example: 'a-long-random-value-you-generate',
    origin: 'you',
    starter: false,
  },
];

/** The declared names, for checks. */
export const shellVariableNames: ReadonlySet<string> = new Set(shellVariables.map((variable) => variable.name));

const apiUrlVariable = shellVariables.find((variable) => variable.name === 'ONRAMP_API_URL')!;

export type RestServer = {
  id: 'api' | 'mock';
  /** The name readers see in tables. */
  name: string;
  /** The REST base URL, `/v1` included: the value of ONRAMP_API_URL for this server. */
  url: string;
  /** The server's `description` in api/openapi.yaml, which the console's server picker shows. */
  description: string;
  /** When to use it, one sentence; `backticks` mark code. */
  useFor: string;
};

/**
 * The two REST servers, with the base URLs of ONRAMP_API_URL. The `servers` of api/openapi.yaml list the same URLs and
 * descriptions (tests/unit/openapi.test.ts), its description's table is written from here ({{rest-servers}}), and the
 * guides show them with <RestServers /> and <RestServerUrl id>.
 */
export const restServers: readonly RestServer[] = [
  {
    id: 'api',
    name: 'Onramp API',
    url: apiUrlVariable.example,
    description: 'Onramp API (sandbox and production: the key decides)',
    useFor: 'Every real request, for both the `sandbox` and the `production` environment: the key behind your token decides which one',
  },
  {
    id: 'mock',
    name: 'Local mock server',
    url: apiUrlVariable.mockValue!,
    description: 'Local mock server (start it with npm run mock in the docs repository)',
    useFor: 'Trying requests on your own machine, without an account and without touching any workspace: the mock server of the docs repository, started with `npm run mock`',
  },
];

export const restServerById = (id: RestServer['id']): RestServer => restServers.find((server) => server.id === id)!;

/** The servers as a Markdown table, for the API description ({{rest-servers}} in api/openapi.yaml). */
export function restServersTable(): string {
  return ['| Server | Base URL | Use it for |', '| --- | --- | --- |', ...restServers.map((server) => `| ${server.name} | \`${server.url}\` | ${server.useFor} |`)].join('\n');
}

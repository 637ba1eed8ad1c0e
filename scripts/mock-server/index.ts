// The local mock server (`npm run mock`): the REST API (Prism, from api/openapi.yaml, with the token exchange and the
// token checks of the example workspace) and the three GraphQL services (GraphQL Yoga over the example workspace's
// answers, from api/graphql/), on one port, at the paths the docs use.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {graphqlMockServices} from './graphql';
import {preferences, problem} from './problems';
import {handleToken, MockTokens, rateLimitHeaders} from './tokens';
import {handleTriggerStart, mockTrigger} from './triggers';
import {graphqlServices} from '../../src/config/graphqlReference';
import {quoteLimits} from '../../src/data/limits';

const rootDir = join(__dirname, '..', '..');
export {graphqlServices};

export type MockServer = {url: string; close: () => Promise<void>};

/**
 * The mock server's readiness check, for scripts that start it in the background (a CI job): `503` while it starts,
 * `200` once the REST API and the GraphQL services all answer. The hosted API has no such path.
 */
export const mockHealthPath = '/health';

/** Answers a readiness check: whether every part of the mock server answers yet. */
function answerHealth(response: ServerResponse, ready: boolean): void {
  response.writeHead(ready ? 200 : 503, {'content-type': 'application/json', 'cache-control': 'no-store', ...(ready ? {} : {'retry-after': '1'})});
  response.end(JSON.stringify({status: ready ? 'ready' : 'starting'}));
}

/** A port nothing listens on right now, for Prism, which takes its port on the command line. */
function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** api/openapi.yaml with its limits filled in, as readers see it, in a temporary folder Prism reads. */
function quotedOpenApi(): {path: string; remove: () => void} {
  const dir = mkdtempSync(join(tmpdir(), 'onramp-mock-'));
  const path = join(dir, 'openapi.yaml');
  writeFileSync(path, quoteLimits(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8')));
  return {path, remove: () => rmSync(dir, {recursive: true, force: true})};
}

/** Starts Prism's mock of the OpenAPI document on an internal port and resolves once it listens. */
function startPrism(specPath: string, host: string, port: number): Promise<ChildProcess> {
  const prism = spawn(join(rootDir, 'node_modules/.bin/prism'), ['mock', specPath, '--host', host, '--port', String(port), '--errors'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(prism);
      }
    };
    prism.stdout?.on('data', onData);
    prism.stderr?.on('data', onData);
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
}

/**
 * A GraphQL request that asks for `Prefer: code=429`, `503` or `500` gets that HTTP answer, as the Build services send
 * it before any GraphQL runs: a problem document, with Retry-After on 429 and 503. Returns whether it answered.
 */
function answeredPreferredStatus(request: IncomingMessage, response: ServerResponse): boolean {
  const code = preferences(request).code;
  if (code === '429') {
    problem(response, 429, 'rate_limited', 'Too many requests', 'This key has used its requests for the current minute. Try again in 2 seconds.', undefined, {'retry-after': '2', ...rateLimitHeaders(), 'ratelimit-remaining': '0'});
  } else if (code === '503') {
    problem(response, 503, 'service_unavailable', 'Service unavailable', 'The service is down for maintenance. Try again in 2 seconds.', undefined, {'retry-after': '2'});
  } else if (code === '500') {
    problem(response, 500, 'server_error', 'Server error', 'Something went wrong on our side. Retry with backoff.');
  } else {
    return false;
  }
  return true;
}

/**
 * The ingestion endpoints' token checks, before Prism validates the body: an expired token, one this server did not
 * issue, or one without events:write is refused as the REST reference documents. Returns whether it refused.
 */
function refusedToken(request: IncomingMessage, response: ServerResponse, tokens: MockTokens): boolean {
  const bearer = String(request.headers.authorization ?? '').match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return false;
  const found = tokens.lookup(bearer);
  const challenge = {'www-authenticate': 'Bearer realm="onramp", error="invalid_token"'};
  if (found.kind === 'expired') {
    problem(response, 401, 'token_expired', 'Access token expired', 'The access token expired at 2025-03-14T09:41:53Z. Exchange your API key for a new token.', undefined, challenge);
  } else if (found.kind === 'unknown') {
    problem(response, 401, 'invalid_api_key', 'Invalid API key', 'The bearer token was not issued for a valid key: it is unknown, or its key was revoked.', undefined, challenge);
  } else if (!found.token.scopes.includes('events:write')) {
    problem(response, 403, 'insufficient_scope', 'Insufficient scope', 'The access token lacks events:write, which this endpoint needs.');
  } else {
    return false;
  }
  request.resume();
  return true;
}

/** Forwards a request to Prism, without the /v1 prefix the hosted API has, so both base URLs work locally. */
function proxyToPrism(request: IncomingMessage, response: ServerResponse, host: string, port: number): void {
  const path = (request.url ?? '/').replace(/^\/v1(?=\/|$)/, '') || '/';
  const upstream = httpRequest({host, port, path, method: request.method, headers: request.headers}, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    response.writeHead(502, {'content-type': 'application/problem+json'});
    response.end(JSON.stringify({title: 'Mock server error', status: 502, detail: error.message}));
  });
  request.pipe(upstream);
}

/** Prism on a free internal port: a port another process takes between the probe and Prism's start is tried again. */
async function startPrismOnFreePort(specPath: string, host: string): Promise<{prism: ChildProcess; prismPort: number}> {
  for (let attempt = 1; ; attempt += 1) {
    const prismPort = await freePort(host);
    try {
      return {prism: await startPrism(specPath, host, prismPort), prismPort};
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/**
 * Starts the mock server on `port` (0: any free port, which `url` then names) and resolves once it and Prism listen.
 * The server takes its own port before Prism is given one, so the two can never be handed the same port.
 */
export async function startMockServer({port = 4010, host = '127.0.0.1'}: {port?: number; host?: string} = {}): Promise<MockServer> {
  const tokens = new MockTokens();
  const services = graphqlMockServices(rootDir, graphqlServices, tokens);
  const spec = quotedOpenApi();
  let prismPort = 0;
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url.split('?')[0] === mockHealthPath && (request.method === 'GET' || request.method === 'HEAD')) {
      // Prism gets its port once it listens: until then REST requests could not be answered.
      answerHealth(response, prismPort !== 0);
      return;
    }
    const service = url.match(/^\/graphql\/([a-z]+)(?=[/?]|$)/)?.[1];
    const yoga = service ? services.get(service) : undefined;
    if (yoga) {
      if (!answeredPreferredStatus(request, response)) void yoga.handle(request, response);
      return;
    }
    const triggerId = url.match(/^(?:\/v1)?\/triggers\/([\w-]+)(?=[/?]|$)/)?.[1];
    if (triggerId) {
      handleTriggerStart(request, response, triggerId);
      return;
    }
    const path = url.replace(/^\/v1(?=\/|$)/, '').split('?')[0];
    // Prism answers a `Prefer` with the documented example; without one, the token exchange follows the workspace's keys.
    if (path === '/token' && request.method === 'POST' && !request.headers.prefer) {
      handleToken(request, response, tokens);
      return;
    }
    if (['/track', '/identify', '/group'].includes(path) && refusedToken(request, response, tokens)) return;
    proxyToPrism(request, response, host, prismPort);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  let prism: ChildProcess;
  try {
    ({prism, prismPort} = await startPrismOnFreePort(spec.path, host));
  } catch (error) {
    server.close();
    spec.remove();
    throw error;
  }
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        prism.kill();
        spec.remove();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: process.env.MOCK_PORT ?? '4010'}, host: {type: 'string', default: '127.0.0.1'}},
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port must be a port number, not "${values.port}".`);
    process.exit(2);
  }
  startMockServer({port, host: values.host})
    .then(({url, close}) => {
      console.log(`Onramp local mock server listening on ${url}`);
      console.log(`  REST API:  ${url}/v1  (also at ${url}; POST /token takes the example workspace's keys)`);
      for (const service of graphqlServices) console.log(`  GraphQL:   ${url}/graphql/${service}`);
      console.log(`  HTTP trigger start node: ${url}/triggers/${mockTrigger.id} (secret header X-Trigger-Secret)`);
      console.log(`  Readiness: ${url}${mockHealthPath}  (503 while starting, 200 once everything answers)`);
      console.log('Answers come from the example workspace of the docs; nothing is stored. Stop with Ctrl+C.');
      const stop = () => void close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: Error) => {
      console.error(`The mock server could not start: ${error.message}`);
      process.exit(1);
    });
}

// The local mock server (`npm run mock`): the REST API (Prism, from api/openapi.yaml) and the three GraphQL services
// (GraphQL Yoga over @graphql-tools/mock, from api/graphql/), on one port, at the paths the docs use.
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {graphqlMockServices} from './graphql';
import {mockTokens} from './tokens';
import {handleTriggerStart, mockTrigger} from './triggers';
import {graphqlServices} from '../../src/config/graphqlReference';

const rootDir = join(__dirname, '..', '..');
export {graphqlServices};

export type MockServer = {url: string; close: () => Promise<void>};

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

/** Starts Prism's mock of api/openapi.yaml on an internal port and resolves once it listens. */
function startPrism(host: string, port: number): Promise<ChildProcess> {
  const prism = spawn(join(rootDir, 'node_modules/.bin/prism'), ['mock', 'api/openapi.yaml', '--host', host, '--port', String(port), '--errors'], {
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
async function startPrismOnFreePort(host: string): Promise<{prism: ChildProcess; prismPort: number}> {
  for (let attempt = 1; ; attempt += 1) {
    const prismPort = await freePort(host);
    try {
      return {prism: await startPrism(host, prismPort), prismPort};
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
  const services = graphqlMockServices(rootDir, graphqlServices, mockTokens(rootDir));
  let prismPort = 0;
  const server: Server = createServer((request, response) => {
    const service = (request.url ?? '').match(/^\/graphql\/([a-z]+)(?=[/?]|$)/)?.[1];
    const yoga = service ? services.get(service) : undefined;
    if (yoga) {
      void yoga.handle(request, response);
      return;
    }
    const triggerId = (request.url ?? '').match(/^(?:\/v1)?\/triggers\/([\w-]+)(?=[/?]|$)/)?.[1];
    if (triggerId) {
      handleTriggerStart(request, response, triggerId);
      return;
    }
    proxyToPrism(request, response, host, prismPort);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  let prism: ChildProcess;
  try {
    ({prism, prismPort} = await startPrismOnFreePort(host));
  } catch (error) {
    server.close();
    throw error;
  }
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        prism.kill();
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
      console.log(`  REST API:  ${url}/v1  (also at ${url}; POST /token issues the documented example tokens)`);
      for (const service of graphqlServices) console.log(`  GraphQL:   ${url}/graphql/${service}`);
      console.log(`  HTTP trigger start node: ${url}/triggers/${mockTrigger.id} (secret header X-Trigger-Secret)`);
      console.log('Answers are canned examples and mocked values; nothing is stored. Stop with Ctrl+C.');
      const stop = () => void close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: Error) => {
      console.error(`The mock server could not start: ${error.message}`);
      process.exit(1);
    });
}

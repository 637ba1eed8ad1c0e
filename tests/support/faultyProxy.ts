import {createServer, request as httpRequest, type IncomingMessage, type ServerResponse} from 'node:http';

/** Answers a request itself and returns true, or returns false to let the proxy pass it on. */
export type Interceptor = (request: IncomingMessage, response: ServerResponse) => boolean;

export type FaultyProxy = {url: string; close: () => Promise<void>};

/**
 * A proxy in front of a server, in tests the local mock server, that lets `intercept` answer chosen requests itself,
 * for example with an expired token, 429 or 503, so that a client's renewal and retries can be watched.
 */
export async function startFaultyProxy(target: string, intercept: Interceptor): Promise<FaultyProxy> {
  const {hostname, port} = new URL(target);
  const server = createServer((request, response) => {
    if (intercept(request, response)) {
      request.resume();
      return;
    }
    const upstream = httpRequest({host: hostname, port, path: request.url, method: request.method, headers: request.headers}, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type {IncomingMessage, ServerResponse} from 'node:http';
import {errorTypeBase, problemSlug} from '../../src/config/errorRoutes';

/** Sends an RFC 9457 problem document as the REST API does, with the documented type URL for its code. */
export function problem(
  response: ServerResponse,
  status: number,
  code: string,
  title: string,
  detail: string,
  errors?: {pointer: string; message: string}[],
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {'content-type': 'application/problem+json', ...headers});
  response.end(JSON.stringify({type: `${errorTypeBase}${problemSlug(code)}`, title, status, detail, instance: '/v1/requests/req_mock', code, ...(errors ? {errors} : {})}));
}

/** The request body parsed as JSON: undefined when it is not JSON. */
export function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** The body as raw bytes, for handlers that check its size first. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The preferences a request asks for with `Prefer`, such as `code=429` or `error=IDEMPOTENCY_KEY_REUSED`. */
export function preferences(request: IncomingMessage | Request): Record<string, string> {
  const header = 'headers' in request && typeof (request.headers as Headers).get === 'function' ? (request.headers as Headers).get('prefer') : (request as IncomingMessage).headers.prefer;
  return Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name.trim().toLowerCase(), value.trim()]),
  );
}

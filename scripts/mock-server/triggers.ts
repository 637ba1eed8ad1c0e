import type {IncomingMessage, ServerResponse} from 'node:http';
import {randomUUID} from 'node:crypto';
import {shellVariables} from '../../src/data/shellVariables';
import {errorTypeBase, problemSlug} from '../../src/config/errorRoutes';

const example = (name: string) => shellVariables.find((variable) => variable.name === name)!.example;

/** The one start node the mock knows: the trigger and secret the docs' shell variables show. */
export const mockTrigger = {
  id: new URL(example('ONRAMP_TRIGGER_URL')).pathname.split('/').pop()!,
  secretHeader: 'x-trigger-secret',
  secret: example('ONRAMP_TRIGGER_SECRET'),
};
const maxBodyBytes = 32 * 1024;

function problem(response: ServerResponse, status: number, code: string, title: string, detail: string): void {
  response.writeHead(status, {'content-type': 'application/problem+json'});
  response.end(JSON.stringify({type: `${errorTypeBase}${problemSlug(code)}`, title, status, detail, code}));
}

/** Answers POST /triggers/{triggerId} as api/http-trigger.schema.json describes the start of an HTTP trigger workflow. */
export function handleTriggerStart(request: IncomingMessage, response: ServerResponse, triggerId: string): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method !== 'POST') return problem(response, 400, 'malformed_request', 'Malformed request', 'Start a trigger with POST.');
    if (triggerId !== mockTrigger.id) {
      return problem(response, 404, 'trigger_not_found', 'Trigger not found', `No start node has the trigger ID ${triggerId} in this environment.`);
    }
    if (request.headers[mockTrigger.secretHeader] !== mockTrigger.secret) {
      return problem(response, 401, 'invalid_trigger_secret', 'Invalid trigger secret', 'The X-Trigger-Secret header is missing or does not match the block.');
    }
    const body = Buffer.concat(chunks);
    if (body.length > maxBodyBytes) return problem(response, 413, 'payload_too_large', 'Payload too large', 'The start data is over 32 KB.');
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8') || 'null');
    } catch {
      data = undefined;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return problem(response, 400, 'malformed_request', 'Malformed request', 'The body must be a JSON object.');
    }
    response.writeHead(202, {'content-type': 'application/json'});
    response.end(JSON.stringify({instanceId: `inst_${randomUUID().slice(0, 8)}`, status: 'RUNNING', continueUrl: null}));
  });
}

import type {IncomingMessage, ServerResponse} from 'node:http';
import {exampleWorkspace} from '../../src/data/exampleWorkspace';
import {limitById} from '../../src/data/limits';
import {shellVariables} from '../../src/data/shellVariables';
import {problem, readBody} from './problems';

const example = (name: string) => shellVariables.find((variable) => variable.name === name)!.example;
const sandboxTrigger = exampleWorkspace.triggers.find((trigger) => trigger.environment === 'sandbox')!;

/** The one start node the mock knows: the example workspace's sandbox trigger, with the secret the shell variables show. */
export const mockTrigger = {
  id: sandboxTrigger.id,
  secretHeader: 'x-trigger-secret',
  secret: example('ONRAMP_TRIGGER_SECRET'),
  /** The instance the start answers with: the workspace's instance of that workflow. */
  instanceId: exampleWorkspace.instances.find((instance) => instance.workflowId === sandboxTrigger.workflowId)!.id,
};
const maxBodyBytes = Number(limitById('start-data').value.match(/^(\d+) KB/)![1]) * 1024;

/** Answers POST /triggers/{triggerId} as api/http-trigger.schema.json describes the start of an HTTP trigger workflow. */
export function handleTriggerStart(request: IncomingMessage, response: ServerResponse, triggerId: string): void {
  void readBody(request).then((body) => {
    if (request.method !== 'POST') return problem(response, 400, 'malformed_request', 'Malformed request', 'Start a trigger with POST.');
    if (triggerId !== mockTrigger.id) {
      return problem(response, 404, 'trigger_not_found', 'Trigger not found', `No start node has the trigger ID ${triggerId} in this environment.`);
    }
    if (request.headers[mockTrigger.secretHeader] !== mockTrigger.secret) {
      return problem(response, 401, 'invalid_trigger_secret', 'Invalid trigger secret', 'The X-Trigger-Secret header is missing or does not match the block.');
    }
    if (body.length > maxBodyBytes) return problem(response, 413, 'payload_too_large', 'Payload too large', `The start data is over ${limitById('start-data').value}.`);
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
    response.end(JSON.stringify({instanceId: mockTrigger.instanceId, status: 'RUNNING', continueUrl: null}));
  });
}

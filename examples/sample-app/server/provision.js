import { randomUUID } from 'node:crypto';
import { verifyTriggerCall } from './trigger-auth.js';

/**
 * @typedef {{ id: string, tenantId: string, owner: string, plan: string | undefined }} Workspace
 */

/**
 * Answers a call from the HTTP trigger block that follows Create tenant, without any web framework: give it the
 * request's headers and the exact bytes of its body, and send back the status and JSON body it returns.
 *
 * The body is the instance data: userId, tenantId and email from the blocks so far, and input, the start data the
 * app sent with startWorkflowInstance (email, plan, signupId, state, anonymousId).
 *
 * @param {{ headers: Record<string, string | string[] | undefined>, rawBody: Buffer | string }} request
 * @param {{ secrets: string[], workspaces: Map<string, Workspace>, secretHeader?: string, now?: () => number }} context
 * @returns {{ status: number, body: Record<string, string>, reason?: string }}
 */
export function handleProvisionCall({ headers, rawBody }, { secrets, workspaces, secretHeader, now }) {
  const verified = verifyTriggerCall({ headers, rawBody }, { secrets, secretHeader, now });
  if (!verified.ok) {
    // The reason is for your log; the caller learns nothing about which check failed.
    return { status: 401, body: { error: 'unauthorized' }, reason: verified.reason };
  }

  let data = null;
  try {
    data = JSON.parse(rawBody.toString());
  } catch {
    // Not JSON: answered below like a body without the keys the app needs.
  }
  const signupId = data?.input?.signupId;
  if (typeof signupId !== 'string' || typeof data.tenantId !== 'string' || typeof data.email !== 'string') {
    return { status: 422, body: { error: 'unexpected_body' } };
  }

  // Idempotent: a retried call for the same sign-up finds its workspace and gets the same answer.
  // In a real app, a unique constraint on signupId in your database plays the part of this check.
  let workspace = workspaces.get(signupId);
  if (!workspace) {
    workspace = { id: `ws_${randomUUID()}`, tenantId: data.tenantId, owner: data.email, plan: data.input.plan };
    workspaces.set(signupId, workspace);
  }
  // With mergeResponse on, Onramp adds these keys to the instance data for the blocks that follow.
  return { status: 200, body: { workspaceId: workspace.id } };
}

import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {exampleWorkspace} from '../../src/data/exampleWorkspace';
import {scopeIds, type ScopeId} from '../../src/data/apiKeys';
import {limitById} from '../../src/data/limits';
import {problem, readJson} from './problems';

export type MockToken = {scopes: readonly string[]; environment: 'sandbox' | 'production'};

/** What the mock server knows about a bearer token: valid with its scopes, expired, or unknown. */
export type TokenLookup = {kind: 'valid'; token: MockToken} | {kind: 'expired'} | {kind: 'unknown'};

const keyPattern = /^orp_(sk|pk)_(sandbox|live)_[A-Za-z0-9]+$/;
const tokenLifetimeSeconds = Number(limitById('token-lifetime').value.match(/^(\d+) seconds/)![1]);

/**
 * The tokens of the example workspace, by value, plus those this server issued for other scope sets of its keys.
 * Any other token is unknown, and the workspace's expired token is always expired.
 */
export class MockTokens {
  private readonly tokens = new Map<string, MockToken>(exampleWorkspace.tokens.map((entry) => [entry.token, {scopes: entry.scopes, environment: entry.environment}]));

  lookup(bearer: string): TokenLookup {
    if (bearer === exampleWorkspace.expiredToken) return {kind: 'expired'};
    const token = this.tokens.get(bearer);
    return token ? {kind: 'valid', token} : {kind: 'unknown'};
  }

  /** The workspace's token for this environment and scope set, or one made for it (the same every time). */
  issue(environment: 'sandbox' | 'production', scopes: readonly ScopeId[]): string {
    const sorted = [...scopes].sort();
    const known = exampleWorkspace.tokens.find((entry) => entry.environment === environment && [...entry.scopes].sort().join(' ') === sorted.join(' '));
    if (known) return known.token;
    const made = `oat_${createHash('sha256').update(`${environment} ${sorted.join(' ')}`).digest('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}`;
    this.tokens.set(made, {scopes: sorted, environment});
    return made;
  }
}

/**
 * POST /token as the REST reference documents it: the workspace's keys exchange for tokens with the scopes asked
 * for, or all of the key's; a key that is well formed but not the workspace's is refused as invalid.
 */
export function handleToken(request: IncomingMessage, response: ServerResponse, tokens: MockTokens): void {
  void readJson(request).then((body) => {
    if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
      return problem(response, 400, 'malformed_request', 'Malformed request', 'The body must be a JSON object.');
    }
    const {api_key: apiKey, scope} = body as {api_key?: unknown; scope?: unknown};
    if (typeof apiKey !== 'string' || !keyPattern.test(apiKey)) {
      return problem(response, 422, 'validation_failed', 'Validation failed', '1 field in the request body is invalid.', [
        {pointer: '/api_key', message: 'must be an Onramp API key: orp_sk_ or orp_pk_, then sandbox_ or live_, then letters and digits'},
      ]);
    }
    const key = exampleWorkspace.keys.find((entry) => entry.key === apiKey);
    if (!key) {
      return problem(response, 401, 'invalid_api_key', 'Invalid API key', `The API key ${apiKey.slice(0, 12)}…${apiKey.slice(-4)} is not valid. It may have been revoked, or rotated more than ${limitById('key-rotation-grace').value} ago.`);
    }
    const asked = typeof scope === 'string' ? (scope.split(/\s+/).filter(Boolean) as ScopeId[]) : [...key.scopes];
    const refused = asked.find((entry) => !scopeIds.includes(entry) || !(key.scopes as readonly string[]).includes(entry));
    if (refused) {
      return problem(response, 422, 'validation_failed', 'Validation failed', '1 field in the request body is invalid.', [{pointer: '/scope', message: `requests ${refused}, which this key does not grant`}]);
    }
    const environment = key.environment;
    const granted = [...new Set(asked)];
    response.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store', ...rateLimitHeaders()});
    response.end(
      JSON.stringify({
        access_token: tokens.issue(environment, granted),
        token_type: 'Bearer',
        expires_in: tokenLifetimeSeconds,
        scope: scopeIds.filter((id) => granted.includes(id)).join(' '),
        environment,
      }),
    );
  });
}

export const rateLimitHeaders = () => ({'ratelimit-limit': '1000', 'ratelimit-remaining': '999', 'ratelimit-reset': '60'});

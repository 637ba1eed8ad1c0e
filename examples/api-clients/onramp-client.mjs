// A small client for the Onramp REST API and the Build GraphQL services: it caches the access token, fetches a new one
// and repeats a request once when the token was refused as expired, and retries what is worth retrying.
const apiUrl = process.env.ONRAMP_API_URL;
const graphqlUrl = process.env.ONRAMP_GRAPHQL_URL;
const secretKey = process.env.ONRAMP_SECRET_KEY;
// Only for rehearsals against the local mock server, such as ONRAMP_PREFER=code=429: sent as Prefer on every call but /token.
const prefer = process.env.ONRAMP_PREFER ? { Prefer: process.env.ONRAMP_PREFER } : {};
if (!apiUrl || !secretKey) {
  throw new Error('Set ONRAMP_API_URL and ONRAMP_SECRET_KEY first (and ONRAMP_GRAPHQL_URL for the Build services).');
}

const RENEW_EARLY_MS = 60_000;
const MAX_RETRIES = 5;
let cached = null;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exponential backoff with full jitter, capped at 30 seconds; a Retry-After header wins. */
const delay = (response, attempt) => {
  const retryAfter = Number(response?.headers.get('Retry-After'));
  return retryAfter > 0 ? retryAfter * 1000 : Math.random() * Math.min(30_000, 500 * 2 ** attempt);
};

/**
 * POSTs JSON, retrying network errors, 429 and 5xx. Returns the response of the last attempt, whatever its status.
 */
async function post(url, body, headers) {
  for (let attempt = 0; ; attempt += 1) {
    let response;
    try {
      response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    } catch (error) {
      if (attempt >= MAX_RETRIES) throw error;
      await wait(delay(undefined, attempt));
      continue;
    }
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= MAX_RETRIES) return response;
    await wait(delay(response, attempt));
  }
}

async function failure(response, label) {
  const problem = await response.json().catch(() => ({}));
  return new Error(`${label} answered ${response.status} ${problem.code ?? ''}: ${problem.detail ?? ''}`.trim());
}

/** A valid access token, exchanged again 60 seconds before the current one expires. */
export async function accessToken({ renew = false } = {}) {
  if (renew || !cached || Date.now() > cached.expiresAt - RENEW_EARLY_MS) {
    const response = await post(`${apiUrl}/token`, { api_key: secretKey });
    if (!response.ok) throw await failure(response, '/token');
    const body = await response.json();
    cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  }
  return cached.token;
}

/** Sends one REST call, such as send('/track', body); a 401 token_expired gets a new token and one more try. */
export async function send(path, body) {
  for (let renew = false; ; renew = true) {
    const response = await post(`${apiUrl}${path}`, body, { Authorization: `Bearer ${await accessToken({ renew })}`, ...prefer });
    if (response.ok) return response.json();
    const problem = await response.clone().json().catch(() => ({}));
    if (response.status === 401 && problem.code === 'token_expired' && !renew) continue;
    throw await failure(response, path);
  }
}

/**
 * Runs one operation on a Build service ('onboarding', 'workflow' or 'invitation') and returns its data. An
 * UNAUTHENTICATED error gets a new token and one more try; any other top-level error throws with its code.
 */
export async function graphql(service, query, variables = {}) {
  if (!graphqlUrl) throw new Error('Set ONRAMP_GRAPHQL_URL first.');
  for (let renew = false; ; renew = true) {
    const response = await post(`${graphqlUrl}/${service}`, { query, variables }, { Authorization: `Bearer ${await accessToken({ renew })}`, ...prefer });
    if (!response.ok) throw await failure(response, `/${service}`);
    const { data, errors } = await response.json();
    const code = errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED' && !renew) continue;
    // The reason, such as environment_mismatch or insufficient_scope, tells apart FORBIDDEN errors that need different fixes.
    const reason = errors?.[0]?.extensions?.reason;
    if (errors?.length) throw new Error(`${code ?? 'GRAPHQL_ERROR'}${reason ? ` (${reason})` : ''}: ${errors[0].message}`);
    return data;
  }
}

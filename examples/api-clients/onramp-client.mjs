// A small client for the Onramp REST API: it caches the access token and retries what is worth retrying.
const apiUrl = process.env.ONRAMP_API_URL;
const secretKey = process.env.ONRAMP_SECRET_KEY;
if (!apiUrl || !secretKey) {
  throw new Error('Set ONRAMP_API_URL and ONRAMP_SECRET_KEY first.');
}

const RENEW_EARLY_MS = 60_000;
const MAX_RETRIES = 5;
let cached = null;

async function requestToken() {
  const response = await send('/token', { api_key: secretKey }, { authorize: false });
  const body = await response.json();
  return { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
}

/** A valid access token, exchanged again 60 seconds before the current one expires. */
export async function accessToken() {
  if (!cached || Date.now() > cached.expiresAt - RENEW_EARLY_MS) {
    cached = await requestToken();
  }
  return cached.token;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a JSON body, retrying network errors, 429 and 5xx with exponential backoff and full jitter (a Retry-After
 * header wins). Any other error is the caller's to fix, so it throws at once with the problem's code.
 */
export async function send(path, body, { authorize = true } = {}) {
  for (let attempt = 0; ; attempt += 1) {
    // Outside the try below: a failed token exchange has already been retried, or cannot be.
    const headers = { 'Content-Type': 'application/json' };
    if (authorize) headers.Authorization = `Bearer ${await accessToken()}`;
    let response;
    try {
      response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch (error) {
      if (attempt >= MAX_RETRIES) throw error;
      await wait(Math.random() * Math.min(30_000, 500 * 2 ** attempt));
      continue;
    }
    if (response.ok) return response;
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= MAX_RETRIES) {
      const problem = await response.json().catch(() => ({}));
      throw new Error(`${path} answered ${response.status} ${problem.code ?? ''}: ${problem.detail ?? ''}`.trim());
    }
    const retryAfter = Number(response.headers.get('Retry-After'));
    await wait(retryAfter > 0 ? retryAfter * 1000 : Math.random() * Math.min(30_000, 500 * 2 ** attempt));
  }
}

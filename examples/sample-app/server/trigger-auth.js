import { createHmac, timingSafeEqual } from 'node:crypto';

// A signed call older than this, or this far ahead of your clock, is refused as a possible replay.
export const MAX_CLOCK_DIFFERENCE_SECONDS = 5 * 60;

function sameText(received, expected) {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // timingSafeEqual throws when lengths differ, so check the length first.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The value of a request header, whatever the case of its name; '' when it is missing or sent twice.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name
 * @returns {string}
 */
export function headerValue(headers, name) {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === wanted) {
      return typeof value === 'string' ? value : '';
    }
  }
  return '';
}

/**
 * The secret that the received header value matches: the current secret or, during a rotation, the previous one.
 * Every candidate is compared, in constant time, so the response time does not reveal which one matched.
 * @param {string} received
 * @param {string[]} secrets
 * @returns {string | null}
 */
export function verifyTriggerSecret(received, secrets) {
  let matched = null;
  for (const secret of secrets) {
    const same = sameText(received, secret);
    if (same && matched === null) {
      matched = secret;
    }
  }
  return received.length > 0 ? matched : null;
}

/**
 * The X-Onramp-Signature value for a call: "v1=" and the hex HMAC-SHA256 of `${timestamp}.${rawBody}`.
 * @param {string} secret
 * @param {string} timestamp
 * @param {Buffer | string} rawBody
 * @returns {string}
 */
export function triggerSignature(secret, timestamp, rawBody) {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/**
 * Checks that a call comes from your HTTP trigger block: the secret header, the timestamp and the signature over the
 * exact bytes received. Parse the body only after this passes.
 * @param {{ headers: Record<string, string | string[] | undefined>, rawBody: Buffer | string }} request
 * @param {{ secrets: string[], secretHeader?: string, now?: () => number }} options
 * @returns {{ ok: true } | { ok: false, reason: 'missing_secret' | 'wrong_secret' | 'stale_timestamp' | 'bad_signature' }}
 */
export function verifyTriggerCall({ headers, rawBody }, { secrets, secretHeader = 'X-Trigger-Secret', now = Date.now }) {
  const received = headerValue(headers, secretHeader);
  const secret = verifyTriggerSecret(received, secrets);
  if (secret === null) {
    return { ok: false, reason: received ? 'wrong_secret' : 'missing_secret' };
  }
  const timestamp = headerValue(headers, 'X-Onramp-Timestamp');
  const age = now() / 1000 - Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(age) > MAX_CLOCK_DIFFERENCE_SECONDS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  // The block signs with its secret, the one the secret header carries.
  const signature = headerValue(headers, 'X-Onramp-Signature').toLowerCase();
  if (!sameText(signature, triggerSignature(secret, timestamp, rawBody))) {
    return { ok: false, reason: 'bad_signature' };
  }
  return { ok: true };
}

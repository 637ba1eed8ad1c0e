// Checks that a welcome-page link comes from your Redirection block
// before you sign anyone in. Node.js built-ins only.
import {createHmac, timingSafeEqual} from 'node:crypto';

// A link whose onramp_ts is further than this from your clock is refused,
// so a copied link cannot sign anyone in later.
const MAX_CLOCK_DIFFERENCE_SECONDS = 5 * 60;
const SIGNATURE = '&onramp_signature=';

/**
 * Returns the link's parameters (userId, email, instanceId, tenantId and your
 * queryParams) when it is genuine; otherwise throws an Error named after the
 * check that failed.
 * link: the requested path with its query string, such as request.originalUrl.
 * secrets: the signing secret and, while you rotate it, the previous one.
 * used: signatures accepted in the last ten minutes (a Set on one server,
 * a shared store on several).
 */
export function verifySignInLink(link, secrets, used, now = () => Date.now() / 1000) {
  const query = new URL(link, 'https://app.invalid').search.slice(1);
  const at = query.lastIndexOf(SIGNATURE);
  if (at < 0) throw new Error('missing_signature');
  // The signature covers the query string before it exactly as received.
  const signed = query.slice(0, at);
  const received = Buffer.from(query.slice(at + SIGNATURE.length).toLowerCase());
  const params = new URLSearchParams(signed);
  const timestamp = params.get('onramp_ts') ?? '';
  const age = Math.abs(now() - Number(timestamp));
  if (!/^[0-9]{1,12}$/.test(timestamp) || age > MAX_CLOCK_DIFFERENCE_SECONDS) {
    throw new Error('stale_timestamp');
  }
  const genuine = secrets.some((secret) => {
    const expected = Buffer.from(createHmac('sha256', secret).update(signed).digest('hex'));
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!genuine) throw new Error('bad_signature');
  if (used.has(received.toString())) throw new Error('already_used');
  used.add(received.toString());
  return Object.fromEntries(params);
}

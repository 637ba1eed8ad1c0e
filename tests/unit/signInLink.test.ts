import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {verifySignInLink} from '../../examples/redirect-receivers/verify_sign_in_link.mjs';
import {exampleWorkspace} from '../../src/data/exampleWorkspace';

const secret = 'rs_test_3f9a1c7e5b2d4a6c';
const now = 1_742_893_200;
const dana = exampleWorkspace.people.find((person) => person.id === 'usr_8f2c1e')!;

/** A welcome-page link as the Redirection block builds it with signingSecret: queryParams, the person, the time, the signature last. */
function signedLink({ts = now, key = secret, userId = dana.id} = {}): string {
  const query = new URLSearchParams({plan: 'team', userId, email: dana.email, instanceId: 'wfi_8h2n4c7d', onramp_ts: String(ts)}).toString();
  return `/welcome?${query}&onramp_signature=${createHmac('sha256', key).update(query).digest('hex')}`;
}

describe('the sign-in link verifier on the Redirection page', () => {
  it('accepts a genuine link once and returns the person it names', () => {
    const used = new Set<string>();
    expect(verifySignInLink(signedLink(), [secret], used, () => now + 30)).toMatchObject({userId: dana.id, email: dana.email, plan: 'team'});
    expect(() => verifySignInLink(signedLink(), [secret], used, () => now + 31)).toThrow('already_used');
  });

  it('refuses a changed person, an old link, a missing signature and an unknown secret, and accepts the previous secret while you rotate', () => {
    const tampered = signedLink().replace(encodeURIComponent(dana.email), encodeURIComponent('mallory@contoso.example'));
    expect(() => verifySignInLink(tampered, [secret], new Set(), () => now)).toThrow('bad_signature');
    expect(() => verifySignInLink(signedLink({ts: now - 301}), [secret], new Set(), () => now)).toThrow('stale_timestamp');
    expect(() => verifySignInLink('/welcome?userId=usr_8f2c1e', [secret], new Set(), () => now)).toThrow('missing_signature');
    expect(() => verifySignInLink(signedLink({key: 'rs_other'}), [secret], new Set(), () => now)).toThrow('bad_signature');
    expect(verifySignInLink(signedLink({key: 'rs_previous'}), [secret, 'rs_previous'], new Set(), () => now).userId).toBe(dana.id);
  });
});

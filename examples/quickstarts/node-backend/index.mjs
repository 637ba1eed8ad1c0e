// Records a sign-up that happened in your own backend (not on Build), then who the user is and their account.
import { randomUUID } from 'node:crypto';
import { send } from './onramp-client.mjs';

// What your sign-up handler knows once the new user and their company are committed. The values are Priya's sign-up
// at Initech in the example workspace, made through your own form before Build; createdAt is when it was committed.
const user = { id: 'usr_5c07ba', email: 'priya@initech.example', name: 'Priya Shah', createdAt: new Date('2025-02-03T14:11:58.120Z') };
const account = { id: 'acct_7e04', name: 'Initech', domain: 'initech.example', plan: 'trial' };
// The browser sent its anonymousId with the sign-up form (read with onramp.getAnonymousId()).
const anonymousId = '3e7a1c9d-5b2f-4d80-9c6e-1a4f8b2d7e53';

async function recordSignUp() {
  await send('/track', {
    userId: user.id,
    anonymousId,
    event: 'signed_up',
    properties: { method: 'email', plan: account.plan, referrer: 'https://www.google.com/' },
    timestamp: user.createdAt.toISOString(),
    // Derived from the user, so a retried or repeated call stores the sign-up once.
    messageId: `signed_up-${user.id}`,
  });

  await send('/identify', {
    userId: user.id,
    anonymousId,
    traits: { email: user.email, name: user.name, createdAt: user.createdAt.toISOString() },
    messageId: randomUUID(),
  });

  await send('/group', {
    userId: user.id,
    groupId: account.id,
    traits: { name: account.name, domain: account.domain, plan: account.plan },
    messageId: randomUUID(),
  });

  console.log(`Recorded the sign-up of ${user.id} in account ${account.id}.`);
}

recordSignUp().catch((error) => {
  // A request Onramp refused for good: log the reason and exit with an error, as a job runner expects.
  console.error(error.message);
  process.exit(1);
});

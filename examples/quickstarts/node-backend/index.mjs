// Records a sign-up that happened in your own backend (not on Build), then who the user is and their account.
import { randomUUID } from 'node:crypto';
import { send } from './onramp-client.mjs';

// What your sign-up handler knows once the new user and their company are committed.
const user = { id: 'usr_8f2c1e', email: 'dana@contoso.example', name: 'Dana Reyes', createdAt: new Date() };
const account = { id: 'acct_31b9', name: 'Contoso', domain: 'contoso.example', plan: 'trial' };
// The browser sent its anonymousId with the sign-up form (read with onramp.getAnonymousId()).
const anonymousId = '9b2d4c7e-1f3a-4e8b-a6d5-0c7f2e9b1a34';

async function recordSignUp() {
  await send('/track', {
    userId: user.id,
    anonymousId,
    event: 'signed_up',
    properties: { method: 'email', plan: account.plan },
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

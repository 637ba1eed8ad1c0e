import { Onramp } from '@onramp/sdk';

// Your sandbox publishable write key, from Dashboard → Settings → API keys. It can only send events.
const onramp = Onramp.init({ writeKey: 'orp_pk_sandbox_7Hd2Wq9Lx4Ms6Tb1Rv8Ke3Nc' });
// trackPages is on by default: this page view is already queued.

const form = document.querySelector('form');
const createProject = document.querySelector('#create-project');
const status = document.querySelector('#status');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const email = new FormData(form).get('email');
  // Your own sign-in endpoint; it answers with the signed-in user.
  const response = await fetch('/api/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) {
    status.textContent = 'Sign-in failed. Try again.';
    return;
  }
  const { user } = await response.json();
  // Links this browser's anonymous history to the user, then records the sign-in.
  onramp.identify(user.id, { email: user.email, name: user.name });
  onramp.track('signed_in', { method: 'email' });
  form.hidden = true;
  createProject.hidden = false;
  status.textContent = `Signed in as ${user.email}.`;
});

createProject.addEventListener('click', () => {
  // A custom event: the moment your product delivers value, named in snake_case.
  onramp.track('project_created', { template: 'blank' });
  status.textContent = 'Project created.';
});

// Send what is queued before the visitor leaves the page.
window.addEventListener('pagehide', () => {
  // Offline, flush() rejects at once and the messages stay queued for the next visit: nothing to do here.
  onramp.flush().catch(() => {});
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {rootDir} from '../support/docs';
import {OpenApiSchemas, loadOpenApi} from '../support/openapi';
import {loadEventSchemas, trackingPlanAjv} from '../support/trackingPlan';

const quickstartDir = join(rootDir, 'examples/quickstarts/browser');
// localhost is a secure context, as a real HTTPS site is (crypto.randomUUID needs one); nothing listens there.
const origin = 'http://localhost:4999';
type Message = {type: string; event?: string; properties?: Record<string, unknown>; [key: string]: unknown};

test.describe('the browser quickstart, run as its page shows it', () => {
  test.skip(({isMobile}) => isMobile, 'one run is enough');

  test('records a page view, identifies the user at sign-in and tracks valid events', async ({page}) => {
    // The quickstart's own files; @onramp/sdk resolves to a test double that keeps the messages it would send.
    await page.route(`${origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/' || path === '/index.html') {
        const html = readFileSync(join(quickstartDir, 'index.html'), 'utf8').replace(
          '<head>',
          '<head><script type="importmap">{"imports": {"@onramp/sdk": "/sdk-double.js"}}</script>',
        );
        return route.fulfill({contentType: 'text/html', body: html});
      }
      if (path === '/app.js') return route.fulfill({contentType: 'text/javascript', body: readFileSync(join(quickstartDir, 'app.js'), 'utf8')});
      if (path === '/sdk-double.js') return route.fulfill({contentType: 'text/javascript', body: readFileSync(join(rootDir, 'tests/support/onrampSdkDouble.js'), 'utf8')});
      if (path === '/api/sign-in') return route.fulfill({json: {user: {id: 'usr_8f2c1e', email: 'ada@acme.example', name: 'Ada Lovelace'}}});
      return route.fulfill({status: 404});
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await page.getByLabel('Work email').fill('ada@acme.example');
    await page.getByRole('button', {name: 'Sign in'}).click();
    await expect(page.getByRole('status')).toHaveText('Signed in as ada@acme.example.');
    await page.getByRole('button', {name: 'Create a project'}).click();
    await expect(page.getByRole('status')).toHaveText('Project created.');

    const messages = (await page.evaluate(() => (window as unknown as {__onrampMessages: unknown[]}).__onrampMessages)) as Message[];
    expect(messages.map((message) => message.event ?? message.type)).toEqual(['page', 'identify', 'signed_in', 'project_created']);

    const schemas = new OpenApiSchemas(loadOpenApi());
    const wire = ({type, ...message}: Message) => ({type, message});
    for (const {type, message} of messages.map(wire)) {
      if (type === 'page') continue;
      const problem = schemas.validate(schemas.requestSchema('post', `/${type}`), message);
      expect(problem, `${type} message`).toBeUndefined();
    }
    const signedIn = messages.find((message) => message.event === 'signed_in')!;
    const validate = trackingPlanAjv().compile(loadEventSchemas().signed_in);
    expect(validate(signedIn.properties)).toBe(true);
    expect(messages.find((message) => message.event === 'signed_in')?.userId).toBe('usr_8f2c1e');
    expect(errors).toEqual([]);
  });
});

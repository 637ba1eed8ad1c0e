import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {slowChunks} from '../support/failingChunks';

const explorerPage = '/getting-started/apis-non-gen/self-serve-apis-try-out';

async function openExplorer(page: Page) {
  await page.goto(explorerPage);
  const graphiql = page.locator('.graphiql-container');
  await expect(graphiql).toBeVisible({timeout: 20_000});
  await expect(page.locator('.graphql-explorer')).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
  return graphiql;
}

/** Holds back the scripts that carry CodeMirror (GraphiQL's editors load them after its toolbar is on screen). */
async function slowDownEditors(page: Page, delayMs: number) {
  await slowChunks(page, (body) => /codemirror/i.test(body) && !body.includes('graphiql-container'), delayMs, '**/*.js');
}

async function run(page: Page) {
  await page.locator('.graphiql-execute-button').click();
  return page.locator('.graphiql-response');
}

/** Replaces the operation in GraphiQL's editor the way a reader would: select all, then type. */
async function typeOperation(page: Page, operation: string) {
  await page.locator('.graphiql-query-editor .CodeMirror').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(operation);
}

test.describe('GraphQL explorer', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'GraphiQL needs a desktop-width window');

  test('runs the sample query against the in-browser mock, with no account or network', async ({page}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) && !request.url().startsWith('data:')) {
        outside.push(request.url());
      }
    });
    await openExplorer(page);
    await expect(page.getByRole('status').filter({hasText: 'mock of the workflow service'})).toBeVisible();
    const response = await run(page);
    await expect(response).toContainText('"workflows"');
    await expect(response).toContainText('"totalCount"');
    expect(outside.filter((url) => !url.includes('127.0.0.1'))).toEqual([]);
  });

  test('a Run pressed while the editors are still loading is not lost', async ({page}) => {
    await slowDownEditors(page, 2_500);
    await page.goto(explorerPage);
    await expect(page.locator('.graphiql-execute-button')).toBeVisible({timeout: 20_000});
    await expect(page.getByText('Loading the editor…')).toBeVisible();
    await expect(page.locator('.graphql-explorer')).toHaveAttribute('aria-busy', 'true');
    const response = await run(page);
    await expect(response).toContainText('"workflows"');
    await expect(page.getByText('Loading the editor…')).toHaveCount(0);
  });

  test('switching service switches the schema, the sample query and the docs', async ({page}) => {
    await openExplorer(page);
    await page.getByRole('combobox', {name: 'Service'}).selectOption('invitation');
    await expect(page.getByRole('status').filter({hasText: 'mock of the invitation service'})).toBeVisible();
    await expect(page.locator('.graphiql-query-editor')).toContainText('invitations(tenantId');
    const response = await run(page);
    await expect(response).toContainText('"invitations"');
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    await page.getByText('Query', {exact: true}).first().click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('invitations');
  });

  test('a malformed query shows GraphiQL’s error and nothing crashes', async ({page}) => {
    await openExplorer(page);
    await typeOperation(page, 'query Broken { workflows(first: 2) { edges { node { id nope } } }');
    const response = await run(page);
    await expect(response).toContainText(/Syntax Error|Cannot query field/);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });
});

test('guide pages do not download GraphiQL', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) {
      const byName = response.url().includes('graphql-explorer') ? response.url() : '';
      // A chunk prefetched in idle time may arrive after the checks, when its body can no longer be read: its name still can.
      scripts.push(response.text().then((body) => (body.includes('graphiql-container') ? response.url() : byName), () => byName));
    }
  });
  await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
  expect((await Promise.all(scripts)).filter(Boolean)).toEqual([]);
});

import {expect, type Page} from '@playwright/test';

/** The REST operation page's "Try it" button, which loads the console below the request samples. */
export const tryItButton = (page: Page) => page.locator('.openapi-right-panel__container').getByRole('button', {name: 'Try it', exact: true});

/** Waits for the console to show (its Send button); it is a large chunk, so it gets a long timeout. */
export async function expectConsoleLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 45_000});
}

/** Presses "Try it" and waits for the console to show. */
export async function revealConsole(page: Page): Promise<void> {
  await tryItButton(page).click();
  await expectConsoleLoaded(page);
}

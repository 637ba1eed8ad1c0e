import {expect, type Page} from '@playwright/test';

/** The REST operation page's "Try it" button, which loads the console in place of the cURL sample. */
export const tryItButton = (page: Page) => page.locator('.openapi-right-panel__container').getByRole('button', {name: 'Try it', exact: true});

/** Presses "Try it" and waits for the console (its Send button) to show. */
export async function revealConsole(page: Page): Promise<void> {
  await tryItButton(page).click();
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 45_000});
}

import {expect, type Page} from '@playwright/test';

/**
 * The REST console loads when the reader nears it (at once on wide screens, after the description on phones). Scroll
 * again until it shows: the page can grow as it hydrates and push the console away from a scroll made before that.
 */
export async function revealConsole(page: Page): Promise<void> {
  const send = page.getByRole('button', {name: 'Send API Request'});
  await expect(async () => {
    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await expect(send).toBeVisible({timeout: 5_000});
  }).toPass({timeout: 45_000});
}

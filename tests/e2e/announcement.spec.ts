import {expect, test} from '../support/test';
import {announcementBaseURL} from '../../playwright.config';
import announcementTestBar from '../support/announcement.json';

test.use({baseURL: announcementBaseURL});

test('the announcement bar shows, stays dismissed, and comes back when its id changes', async ({page}) => {
  await page.goto('/getting-started/intro');
  const bar = page.getByRole('banner').filter({hasText: announcementTestBar.text});
  await expect(bar).toBeVisible();

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText(announcementTestBar.text)).toBeHidden();
  await page.goto('/sdk/introduction');
  await expect(page.getByText(announcementTestBar.text)).toBeHidden();

  // A reader who dismissed an earlier announcement (another id) sees the new one.
  // Storage keys carry a per-site namespace suffix (future.v4 storage namespacing), so find the key first.
  const idKeys = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('docusaurus.announcement.id')),
  );
  expect(idKeys).toHaveLength(1);
  await page.evaluate((key) => window.localStorage.setItem(key, 'an-earlier-announcement'), idKeys[0]);
  await page.reload();
  await expect(page.getByText(announcementTestBar.text)).toBeVisible();
});

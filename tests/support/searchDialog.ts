import type {Page} from '@playwright/test';

/** The navbar's search button, the dialog's input and its result rows, as the search tests find them. */
export const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search\.\.\./});
export const dialogInput = (page: Page) => page.locator('.aa-DetachedOverlay input.aa-Input');
export const results = (page: Page) => page.locator('.aa-DetachedOverlay .aa-Item');

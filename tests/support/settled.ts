import {expect, type Page} from '@playwright/test';

/**
 * Resolves once React has hydrated the page and what it renders in the browser only is in place: Mermaid diagrams
 * drawn, and lazily loaded widgets (the GraphQL explorer) past their `aria-busy` placeholder.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      Array.from(document.querySelectorAll('.docusaurus-mermaid-container')).every((diagram) => diagram.querySelector('svg')) &&
      !document.querySelector('[aria-busy="true"]'),
  );
}

/**
 * Waits until React has hydrated the page (Docusaurus then sets `data-has-hydrated` on `<html>`): up to 15 s, as hydrating
 * a long page takes several seconds on a loaded two-core CI machine, and what the tests check comes after it.
 */
export const expectHydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
/** Checks that React has not hydrated the page yet (its bundle is held back or failed). */
export const expectNotHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

import type {Page} from '@playwright/test';

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

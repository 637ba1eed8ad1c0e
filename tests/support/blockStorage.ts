import type {Page} from '@playwright/test';

/** Makes localStorage and sessionStorage throw, as in a sandboxed iframe or a locked-down browser. */
export async function blockBrowserStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is blocked`, 'SecurityError');
        },
      });
    }
  });
}

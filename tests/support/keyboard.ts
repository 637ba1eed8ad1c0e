import {expect, type ElementHandle, type Locator, type Page} from '@playwright/test';

/** What has keyboard focus, and whether it shows a focus indicator (an outline or a box shadow). */
export type FocusedElement = {description: string; indicator: boolean};

/** Describes `document.activeElement` in the page; also tells whether it is `target` (when given) and whether that is still in the page. */
function describeFocus(target: Element | null): FocusedElement & {isTarget: boolean; targetConnected: boolean} {
  const targetConnected = !!target?.isConnected;
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return {description: 'body', indicator: false, isTarget: false, targetConnected};
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== '' && style.boxShadow !== 'none';
  const name = element.getAttribute('aria-label') ?? element.innerText ?? '';
  const description = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  return {description, indicator: outline || shadow, isTarget: element === target, targetConnected};
}

export async function focusedElement(page: Page): Promise<FocusedElement> {
  const {description, indicator} = await page.evaluate(describeFocus, null);
  return {description, indicator};
}

/** Asserts the focused element shows a focus indicator. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focused = await focusedElement(page);
  expect(focused.indicator, `no visible focus indicator on ${focused.description}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times, and returns every element focused on the
 * way; each must show a focus indicator. The target may appear on the way (a console that loads as it nears the
 * viewport, for example).
 */
export async function tabTo(page: Page, target: Locator, {limit = 150, backwards = false} = {}): Promise<FocusedElement[]> {
  const path: FocusedElement[] = [];
  // The target's element is looked up again only when it is not in the page (yet, or any more): one round trip a press.
  const lookUp = async (): Promise<ElementHandle<Element> | null> => ((await target.count()) > 0 ? await target.first().elementHandle() : null);
  let handle = await lookUp();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let described = await page.evaluate(describeFocus, handle);
    if (!described.targetConnected) {
      handle = await lookUp();
      described = await page.evaluate(describeFocus, handle);
    }
    const {isTarget, description, indicator} = described;
    const focused = {description, indicator};
    path.push(focused);
    expect(focused.indicator, `no visible focus indicator on ${focused.description}`).toBe(true);
    if (isTarget) return path;
  }
  throw new Error(`Tab did not reach the target in ${limit} presses; last focused: ${path.at(-1)?.description}`);
}

import type {Page} from '@playwright/test';

/** WCAG 1.4.10 (reflow) at 320 CSS px, and the 390 px phone the other tests use. */
export const phoneWidths = {wide: {width: 390, height: 844}, narrow: {width: 320, height: 844}} as const;

/**
 * Describes the outermost elements whose box reaches past the right edge of the viewport without a scrolling ancestor
 * to contain them, as "selector (N px wide, right edge at R px)". Empty when the page fits the screen.
 */
export function elementsWiderThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clipsHorizontally = (element: Element): boolean => {
      const {overflowX} = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip';
    };
    const contained = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsHorizontally(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const classes = Array.from(node.classList).slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      }
      return parts.join(' > ');
    };
    const offenders: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 1) continue;
      if (getComputedStyle(element).position === 'fixed' && box.left >= viewport) continue; // off-canvas menus
      if (contained(element)) continue;
      if (offenders.some((outer) => outer.contains(element))) continue;
      offenders.push(element);
    }
    const pageWidth = document.documentElement.scrollWidth;
    if (offenders.length === 0 && pageWidth <= viewport) return [];
    const described = offenders
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${describe(element)} (${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)} px)`;
      });
    return described.length > 0 ? described : [`the page is ${pageWidth} px wide`];
  });
}

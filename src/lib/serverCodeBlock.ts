/** What identifies a code block's rendering: its code, language and title (theme-classic's CodeBlock props). */
export type CodeBlockIdentity = {code: unknown; language?: string; className?: string; title?: unknown; metastring?: string};

const compact = (text: string) => text.replace(/\s/g, '');

/**
 * A fence's title from its metastring (`title="..."`), as theme-common's `parseCodeBlockTitle` reads it; importing that
 * from `@docusaurus/theme-common/internal` would bring that module's other helpers into every page.
 */
export const codeBlockTitle = (metastring: string | undefined): string => /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';

/**
 * The HTML of a highlighted code block already in the page with the same code, language and title, as rendered inside
 * a `<div data-code-block>`: while React hydrates the page, that is the block's own server HTML; when theme-classic's
 * Tabs remount their panels right after hydration, or a page opens by client navigation, it is an identical block
 * about to be replaced. Undefined on the server, for children that are not a plain string, or when there is none.
 */
export function highlightedCodeBlockHtml({code, language, className, title, metastring}: CodeBlockIdentity): string | undefined {
  if (typeof document === 'undefined' || typeof code !== 'string') return undefined;
  const expectedLanguage = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const expectedTitle = typeof title === 'string' ? title : codeBlockTitle(metastring);
  const expectedCode = compact(code);
  // Every block mounting while a page hydrates runs this over every block: the cheap checks go first.
  for (const wrapper of document.querySelectorAll('[data-code-block]')) {
    const block = wrapper.firstElementChild;
    if (!block || (expectedLanguage && !block.classList.contains(`language-${expectedLanguage}`))) continue;
    if ((block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '') !== expectedTitle) continue;
    const rendered = block.querySelector('pre code')?.textContent;
    if (rendered === undefined || rendered === null || compact(rendered) !== expectedCode) continue;
    if (!block.querySelector('.token')) continue;
    return wrapper.innerHTML;
  }
  return undefined;
}

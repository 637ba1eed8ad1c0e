/** What identifies a code block's rendering: its code, language and title (theme-classic's CodeBlock props). */
export type CodeBlockIdentity = {code: unknown; language?: string; className?: string; title?: unknown};

const compact = (text: string) => text.replace(/\s/g, '');

/**
 * The HTML of a highlighted code block already in the page with the same code, language and title, as rendered inside
 * a `<div data-code-block>`: while React hydrates the page, that is the block's own server HTML; when theme-classic's
 * Tabs remount their panels right after hydration, or a page opens by client navigation, it is an identical block
 * about to be replaced. Undefined on the server, for children that are not a plain string, or when there is none.
 */
export function highlightedCodeBlockHtml({code, language, className, title}: CodeBlockIdentity): string | undefined {
  if (typeof document === 'undefined' || typeof code !== 'string') return undefined;
  const expectedLanguage = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const expectedTitle = typeof title === 'string' ? title : '';
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

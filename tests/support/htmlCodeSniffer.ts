import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';

const htmlcsScript = readFileSync(createRequire(__filename).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

type Sniffed = {code: string; message: string; element: string};

/**
 * HTML_CodeSniffer (the engine of pa11y's htmlcs runner) on the page as it is, WCAG2AA: its errors, each with the
 * sniff's code, message and the start of the offending element's markup.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (a script tag
  // with this code inline would be refused).
  await page.evaluate(htmlcsScript);
  const errors = await page.evaluate(
    () =>
      new Promise<Sniffed[]>((resolve) => {
        type Message = {type: number; code: string; msg: string; element: Element};
        const htmlcs = (window as unknown as {HTMLCS: {process: (standard: string, root: Document, done: () => void) => void; getMessages: () => Message[]}}).HTMLCS;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({code: message.code, message: message.msg, element: message.element.outerHTML?.slice(0, 160) ?? String(message.element)})),
          ),
        );
      }),
  );
  return errors.map(({code, message, element}) => `${code}: ${message} | ${element}`);
}

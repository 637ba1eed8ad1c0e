import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkUnwrapPhrasingParagraphs from '../../src/plugins/remark-unwrap-phrasing-paragraphs';

async function html(mdx: string): Promise<string> {
  const {renderToStaticMarkup} = await import('react-dom/server');
  const runtime = await import('react/jsx-runtime');
  const {run} = await import('@mdx-js/mdx');
  const code = String(await compile(mdx, {outputFormat: 'function-body', remarkPlugins: [remarkUnwrapPhrasingParagraphs]}));
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return renderToStaticMarkup(Content({}));
}

describe('remark-unwrap-phrasing-paragraphs', () => {
  it('keeps the text of a multi-line <h3> or <span> out of a paragraph', async () => {
    expect(await html('<h3>\n  Contact\n</h3>\n<span>\n  Docs team: [mail](mailto:docs@onramp.example)\n</span>')).toBe(
      '<h3>Contact</h3>\n<span>Docs team: <a href="mailto:docs@onramp.example">mail</a></span>',
    );
  });

  it('leaves paragraphs in block elements alone', async () => {
    expect(await html('<div>\n  Text\n</div>')).toBe('<div><p>Text</p></div>');
  });
});

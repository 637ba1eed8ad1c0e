import {beforeAll, describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import paintFirstPlugin, {noticeScript, paintFirstTemplate, replayScript} from '../../packages/docusaurus-lean/src/paint-first';

/** Renders the template as Docusaurus does for each page. */
const render = async (template: string) =>
  (await compileSSGTemplate(template))({
    htmlAttributes: '',
    metaAttributes: [],
    headTags: '',
    stylesheets: ['assets/css/styles.css'],
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
    baseUrl: '/',
    version: '3',
    noIndex: false,
    bodyAttributes: '',
    preBodyTags: '',
    appHtml: '<main>text</main>',
    postBodyTags: '<span id="post"></span>',
  });

describe('paint-first page template', () => {
  let html = '';
  beforeAll(async () => {
    html = await render(paintFirstTemplate());
  });

  it('keeps the stylesheet in the head and no script tag that loads the bundle from the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/css/styles.css" />');
    expect(html).not.toMatch(/<script src=/);
  });

  it('starts the bundle, in order, from the end of the body after the page content', () => {
    const body = html.slice(html.indexOf('<body'));
    const start = body.lastIndexOf('<script>');
    expect(start).toBeGreaterThan(body.indexOf('<span id="post">'));
    expect(body.slice(start)).toContain('(["/assets/js/runtime~main.js","/assets/js/main.js"])</script>');
    expect(body.slice(start)).toContain('requestAnimationFrame');
  });

  it('fails loudly when a Docusaurus upgrade changes how the template writes scripts', () => {
    expect(() => paintFirstTemplate('<html><head></head><body><%~ it.postBodyTags %></body></html>')).toThrow(/no longer writes/);
  });

  it('inlines the failure notice and the replay script in every head', () => {
    const tags = paintFirstPlugin().injectHtmlTags?.({content: undefined}) as {headTags: {innerHTML: string}[]};
    expect(tags.headTags.map(({innerHTML}) => innerHTML)).toEqual([noticeScript, replayScript]);
    expect(replayScript).toContain('data-has-hydrated');
    expect(noticeScript).toContain('onramp:scripts-failed');
    for (const script of [replayScript, noticeScript]) expect(script).not.toMatch(/^\/\//m);
  });
});

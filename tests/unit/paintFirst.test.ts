import {beforeAll, describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import paintFirstPlugin, {paintFirstTemplate, replayScript} from '../../src/plugins/paint-first';

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

  it('inlines the replay script in every head', () => {
    const tags = paintFirstPlugin().injectHtmlTags?.({content: undefined}) as {headTags: {innerHTML: string}[]};
    expect(tags.headTags[0].innerHTML).toBe(replayScript);
    expect(replayScript).toContain('data-has-hydrated');
    expect(replayScript).not.toMatch(/^\/\//m);
  });
});

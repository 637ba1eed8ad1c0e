import {createElement, type ReactElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Helmet as LibraryHelmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import {describe, expect, it} from 'vitest';
import {headRequestOf, headStateOf, listedTags, type Attributes} from '../src/hydration/headState';

// The browser's Helmet (core-client-replacements/helmet.tsx) must add the <Head>s up as react-helmet-async does on the
// server, which writes every page's head: each case below is rendered by the library and read by ours.

const h = createElement;

/** React prop names that the library's components spell differently from the HTML attribute. */
const htmlNameOfProp: Record<string, string> = {className: 'class', charSet: 'charset', httpEquiv: 'http-equiv', itemProp: 'itemprop', tabIndex: 'tabindex'};

function attributesOfProps(props: Record<string, unknown>, contentKey?: string): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'data-rh') continue;
    if (name === 'dangerouslySetInnerHTML') attributes[contentKey ?? 'innerHTML'] = (value as {__html: string}).__html;
    else attributes[htmlNameOfProp[name] ?? name] = value;
  }
  return attributes;
}

/** What the library's server rendering gives for these <Head>s, in the shape of our head state. */
function libraryState(heads: ReactNode[]) {
  const context: {helmet?: HelmetServerState} = {};
  renderToStaticMarkup(h(HelmetProvider, {context}, ...heads.map((children, index) => h(LibraryHelmet, {key: index}, children))));
  const helmet = context.helmet!;
  const tagsOf = (kind: keyof typeof listedTags | 'base') =>
    (helmet[kind].toComponent() as unknown as ReactElement<Record<string, unknown>>[]).map((element) => attributesOfProps(element.props, kind === 'style' ? 'cssText' : undefined));
  const titleElement = (helmet.title.toComponent() as unknown as ReactElement<Record<string, unknown>>[])[0]!;
  const {children: title, ...titleProps} = titleElement.props;
  return {
    title: title || undefined,
    titleAttributes: attributesOfProps(titleProps),
    htmlAttributes: attributesOfProps(helmet.htmlAttributes.toComponent() as unknown as Record<string, unknown>),
    bodyAttributes: attributesOfProps(helmet.bodyAttributes.toComponent() as unknown as Record<string, unknown>),
    base: tagsOf('base'),
    tags: {link: tagsOf('link'), meta: tagsOf('meta'), noscript: tagsOf('noscript'), script: tagsOf('script'), style: tagsOf('style')},
  };
}

const ourState = (heads: ReactNode[]) => headStateOf(heads.map((children) => headRequestOf(children)));

const cases: Record<string, ReactNode[]> = {
  // The shapes the theme's layout, page metadata and doc pages use, in the order they render.
  'site defaults, then a page overriding title, description, image and the twitter card': [
    [h('html', {key: 1, lang: 'en', dir: 'ltr'}), h('title', {key: 2}, 'Onramp Docs'), h('meta', {key: 3, property: 'og:title', content: 'Onramp Docs'})],
    [h('meta', {key: 1, name: 'twitter:card', content: 'summary_large_image'}), h('body', {key: 2, className: 'navigation-with-keyboard'})],
    [h('meta', {key: 1, property: 'og:image', content: '/default.png'}), h('meta', {key: 2, name: 'twitter:image', content: '/default.png'})],
    [
      h('title', {key: 1}, ['Introduction', ' | ', 'Onramp Docs']),
      h('meta', {key: 2, property: 'og:title', content: 'Introduction | Onramp Docs'}),
      h('meta', {key: 3, name: 'description', content: 'What Onramp does.'}),
      h('meta', {key: 4, property: 'og:image', content: '/page.png'}),
      h('meta', {key: 5, name: 'TWITTER:CARD', content: 'summary'}),
    ],
  ],
  'html class names: the innermost wins, attribute by attribute': [
    [h('html', {key: 1, className: 'plugin-docs', lang: 'en'})],
    [h('html', {key: 1, className: 'plugin-docs docs-doc-page', 'data-has-hydrated': true})],
  ],
  'links: one canonical, alternates by href (two in one <Head> both stay), stylesheets by href': [
    [
      h('link', {key: 1, rel: 'canonical', href: 'https://example.com/old'}),
      h('link', {key: 2, rel: 'alternate', href: 'https://example.com/a', hrefLang: 'en'}),
      h('link', {key: 3, rel: 'stylesheet', href: '/a.css'}),
      h('link', {key: 4, rel: 'icon', href: '/favicon.svg'}),
    ],
    [
      h('link', {key: 1, rel: 'canonical', href: 'https://example.com/new'}),
      h('link', {key: 2, rel: 'alternate', href: 'https://example.com/b', hrefLang: 'en'}),
      h('link', {key: 3, rel: 'alternate', href: 'https://example.com/b', hrefLang: 'x-default'}),
      h('link', {key: 4, href: '/a.css', rel: 'stylesheet', media: 'print'}),
    ],
  ],
  'structured data, scripts by src, noscript and style content; tags with no identifying attribute left out': [
    [
      h('script', {key: 1, type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
      h('script', {key: 2, src: '/a.js'}),
      h('meta', {key: 3, content: 'no name'}),
      h('style', {key: 4}, 'body{color:red}'),
    ],
    [h('script', {key: 1, src: '/A.js', async: true}), h('noscript', {key: 2}, '<link rel="stylesheet" href="/noscript.css">')],
  ],
  'fragments, arrays and a base tag; the innermost base with an href wins': [
    [h('base', {key: 1, href: '/docs/'}), [h('meta', {key: 2, name: 'a', content: '1'}), h('meta', {key: 3, name: 'b', content: '2'})]],
    [h('base', {key: 1, target: '_blank'}), h('meta', {key: 2, itemProp: 'name', content: 'Onramp'})],
  ],
  'a <Head> with no title leaves the last title in place; an empty title is no title': [[h('title', {key: 1}, 'Kept')], [h('meta', {key: 1, name: 'robots', content: 'noindex'})]],
  'no <Head>s at all': [],
};

describe('the browser head state', () => {
  for (const [name, heads] of Object.entries(cases)) {
    it(`adds <Head>s up as react-helmet-async does: ${name}`, () => {
      expect(ourState(heads)).toEqual(libraryState(heads));
    });
  }

  it('an empty title gives no title', () => {
    expect(ourState([[h('title', {key: 1}, '')]]).title).toBeUndefined();
  });
});

import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {productRoutes, site} from '../../src/site';
import {navbar} from '../../src/config/navbar';
import {footer} from '../../src/config/footer';

describe('product identity and site constants', () => {
  it('match the spec and the design', () => {
    expect(site.name).toBe('Onramp');
    expect(site.slug).toBe('onramp');
    expect(site.version).toBe('2.4.3');
    expect(site.copyrightYear).toBe(2024);
    expect(site.locale).toBe('en');
  });

  it('use only reserved example domains for product URLs', () => {
    for (const url of [site.url, site.repositoryUrl, site.communityUrl, site.appUrl, site.apiHost]) {
      expect(new URL(url).hostname).toMatch(/\.example$/);
    }
    expect(site.mockServerUrl).toBe('http://127.0.0.1:4010');
  });

  it('derive every route that contains the product from the slug', () => {
    expect(productRoutes.onboarding).toBe('/getting-started/onboarding_to_onramp');
    expect(productRoutes.restApiInfo).toBe('/public_apis/onramp-api');
    expect(productRoutes.legacyRestApiInfo).toBe('/integrate/public_apis/onramp-api');
  });
});

describe('site configuration', () => {
  const themeConfig = config.themeConfig;

  it('serves docs from the root with clean URLs and strict link checks', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
    expect(config.i18n).toEqual({defaultLocale: 'en', locales: ['en']});
    expect(config.future).toEqual({v4: true, faster: true});
  });

  it('is light only, with no colour-mode switch', () => {
    expect(themeConfig.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });

  it('keeps the spec chrome: TOC levels, sidebar behaviour, extra Prism languages', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(themeConfig.docs.sidebar).toEqual({hideable: true, autoCollapseCategories: false});
    expect(themeConfig.prism.additionalLanguages).toEqual(expect.arrayContaining(['ruby', 'csharp', 'php']));
  });

  it('has the spec navbar: three sidebars on the left, APIs and the search box on the right', () => {
    const items = navbar.items.map((item) => ({label: 'label' in item ? item.label : undefined, position: item.position, type: item.type}));
    expect(items).toEqual([
      {label: 'Getting Started', position: 'left', type: 'docSidebar'},
      {label: 'Build', position: 'left', type: 'docSidebar'},
      {label: 'Analyze', position: 'left', type: 'docSidebar'},
      {label: 'APIs', position: 'right', type: 'docSidebar'},
      {label: undefined, position: 'right', type: 'search'},
    ]);
  });

  it('lists every navbar item type it uses in the navbar item components (src/theme/NavbarItem/ComponentTypes.tsx)', () => {
    const swizzle = readFileSync(new URL('../../src/theme/NavbarItem/ComponentTypes.tsx', import.meta.url), 'utf8');
    const listed = [...swizzle.matchAll(/^\s+(\w+): \w+NavbarItem,$/gm)].map(([, type]) => type);
    // The theme's rule: an item with no type is a link, or a dropdown when it has items.
    const used = navbar.items.map((item) => (item.type && item.type !== 'default' ? item.type : 'items' in item ? 'dropdown' : 'default'));
    expect(listed).toContain('default');
    expect(listed).toEqual(expect.arrayContaining(used));
  });

  it('has the spec footer, with the copyright year from the constant', () => {
    const docs = footer.links.find((column) => column.title === 'Docs');
    expect(docs?.items.map((item) => item.label)).toEqual(['Getting Started', 'Self Serve', 'Analyze']);
    const hrefs = footer.links.flatMap((column) => column.items.map((item) => ('href' in item ? item.href : undefined)));
    expect(hrefs).toContain(site.communityUrl);
    expect(hrefs).toContain(site.repositoryUrl);
    expect(footer.copyright).toContain('Copyright © 2024 Onramp');
    expect(footer.copyright).toContain('2.4.3');
  });
});

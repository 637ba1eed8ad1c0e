import {describe, expect, it} from 'vitest';
import {redirectStorageUtils} from '../../packages/docusaurus-lean/src/openapi-theme';
import {scopedStyleGroupOf, siteWideStyleOf, withStylesheet} from '../../packages/docusaurus-lean/src/scoped-styles';
import {scopedStyleGroups} from '../../src/config/leanBundle';

const scopedStyleGroup = (path: string) => scopedStyleGroupOf(scopedStyleGroups, path);
const siteWideStyle = siteWideStyleOf(scopedStyleGroups);

const isApiReferenceStyle = (path: string) => scopedStyleGroup(path) === 'api-reference-styles';

const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

describe('scoped OpenAPI theme', () => {
  it('keeps the explorer styles out of the site-wide stylesheet: the partials with the page, the whole theme stylesheet with the console', () => {
    expect(isApiReferenceStyle(`${theme}/SchemaItem/_SchemaItem.scss`)).toBe(true);
    expect(isApiReferenceStyle(`${theme}/ApiExplorer/MethodEndpoint/_MethodEndpoint.scss`)).toBe(true);
    expect(scopedStyleGroup(`${theme}/styles.scss`)).toBe('api-console-styles');
    expect(scopedStyleGroup('C:\\site\\node_modules\\docusaurus-theme-openapi-docs\\lib\\theme\\styles.scss')).toBe('api-console-styles');
  });

  it('puts the API page swizzle’s own stylesheet (its contrast and focus fixes) in the same chunk, after the theme', () => {
    expect(isApiReferenceStyle('/site/src/theme/ApiItem/accessibility.css')).toBe(true);
    expect(isApiReferenceStyle('/site/src/theme/ApiItem/page.css')).toBe(true);
    expect(isApiReferenceStyle('/site/src/theme/DocItem/Content/styles.module.css')).toBe(false);
  });

  it('leaves the tabs, which guide pages use too, and every other stylesheet in it', () => {
    expect(isApiReferenceStyle(`${theme}/Tabs/styles.module.css`)).toBe(false);
    expect(isApiReferenceStyle(`${theme}/TabItem/styles.module.css`)).toBe(false);
    expect(isApiReferenceStyle('/site/src/css/custom.css')).toBe(false);
    expect(isApiReferenceStyle('/site/node_modules/infima/dist/css/default/default.css')).toBe(false);
  });

  it('gives GraphiQL its own stylesheet', () => {
    expect(scopedStyleGroup('/site/node_modules/graphiql/dist/style.css')).toBe('graphql-explorer-styles');
    expect(scopedStyleGroup('/site/node_modules/@graphiql/react/dist/style.css')).toBe('graphql-explorer-styles');
    expect(scopedStyleGroup('/site/src/components/GraphqlExplorer/graphiqlPalette.css')).toBe('graphql-explorer-styles');
  });

  it('gives the search dialog, which loads on first use, its own stylesheet; the search button keeps its styles', () => {
    expect(scopedStyleGroup('/site/node_modules/@algolia/autocomplete-theme-classic/dist/theme.min.css')).toBe('search-dialog-styles');
    expect(scopedStyleGroup('C:\\site\\src\\components\\SearchPanel\\styles.module.css')).toBe('search-dialog-styles');
    expect(scopedStyleGroup('/site/src/theme/SearchBar/styles.module.css')).toBeUndefined();
  });

  it('keeps in the site-wide stylesheet exactly the stylesheets no scoped group takes', () => {
    const paths = [
      `${theme}/SchemaItem/_SchemaItem.scss`,
      `${theme}/styles.scss`,
      `${theme}/Tabs/styles.module.css`,
      '/site/src/theme/ApiItem/page.css',
      '/site/src/css/custom.css',
      '/site/node_modules/graphiql/dist/style.css',
      'C:\\site\\node_modules\\@graphiql\\react\\dist\\style.css',
      '/site/src/components/GraphqlExplorer/styles.module.css',
      '/site/src/components/HomeHero/styles.module.css',
      '/site/src/components/OnDemand/styles.module.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/node_modules/@algolia/autocomplete-theme-classic/dist/theme.min.css',
      '/site/src/theme/SearchBar/styles.module.css',
    ];
    for (const path of paths) expect(siteWideStyle.test(path), path).toBe(scopedStyleGroup(path) === undefined);
  });

  it('links a scoped stylesheet in the server HTML right after the site-wide one', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/a.js defer></script></head>';
    expect(withStylesheet(html, '/assets/css/api-reference-styles.2.css')).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel="stylesheet" href="/assets/css/api-reference-styles.2.css"><script src=/a.js defer></script></head>',
    );
    expect(() => withStylesheet('<head></head>', '/x.css')).toThrow(/no stylesheet link/);
  });

  it('sends the explorer middleware to the storage-safe swizzle', () => {
    const fromExplorer = {context: `${theme}/ApiExplorer`, request: './storage-utils'};
    redirectStorageUtils(fromExplorer);
    expect(fromExplorer.request).toBe('@theme/ApiExplorer/storage-utils');
  });

  it('leaves other modules named storage-utils alone', () => {
    const elsewhere = {context: '/site/src/lib', request: './storage-utils'};
    redirectStorageUtils(elsewhere);
    expect(elsewhere.request).toBe('./storage-utils');
  });
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {frontMatterTokens, site, socialCard} from './src/site';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcementBar} from './src/config/announcementBar';
import {substituteFrontMatterTokens} from './src/config/frontMatterTokens';
import {
  buildCacheDependenciesPlugin,
  lightHydrationPlugin,
  minifiedJsCachePlugin,
  paintFirstPlugin,
  paintFirstTemplate,
  prismOnDemandPlugin,
  scopedOpenApiTheme,
  scopedStylesPlugin,
  serverStandInsPlugin,
  shortStartTasksPlugin,
} from 'docusaurus-lean';
import {buildCodePaths, openApiThemeOptions, scopedStyleGroups, serverStandIns} from './src/config/leanBundle';
import announcementBarResetPlugin from './src/plugins/announcement-bar-reset';
import {graphqlDocsPluginOptions, graphqlMarkdownPlugins} from './src/config/graphqlReference';
import {generatorPluginsFor} from './src/config/generatorPlugins';
import {prismTheme} from './src/config/prismTheme';
import graphqlExplorerSupportPlugin from './src/plugins/graphql-explorer-support';
import legacyRedirectsPlugin from './src/plugins/legacy-redirects';
import cleanHtmlPathsPlugin from './src/plugins/clean-html-paths';
import searchLocalPagesPlugin from './src/plugins/search-local-pages';
import llmsMarkdownPlugin from './src/plugins/llms-markdown';
import changelogFeedPlugin from './src/plugins/changelog-feed';
import {searchPluginOptions} from './src/config/search';
import rehypeTaskListLabels from './src/plugins/rehype-task-list-labels';
import rehypeScrollableTables from './src/plugins/rehype-scrollable-tables';
import rehypeGlossaryLinks from './src/plugins/rehype-glossary-links';
import remarkCodeInclude from './src/plugins/remark-code-include';
import remarkUnwrapPhrasingParagraphs from './src/plugins/remark-unwrap-phrasing-paragraphs';
import {legacyRestRedirects, openApiPluginOptions, restDocsPluginOptions} from './src/config/restApi';

/** Markup repairs every Markdown page gets, whichever plugin renders it. */
const rehypePlugins = [rehypeTaskListLabels, rehypeScrollableTables];
/** Hand-written pages also link the first use of each glossary term; generated reference pages do not. */
const glossaryLinks = (skip: RegExp) => [...rehypePlugins, [rehypeGlossaryLinks, {skip}]];

const presetOptions = {
  docs: {
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    sidebarCollapsible: true,
    breadcrumbs: true,
    editUrl: ({docPath}) => `${site.repositoryUrl}/edit/main/docs/${docPath}`,
    showLastUpdateTime: true,
    rehypePlugins: glossaryLinks(/\/docs\/(sdk\/reference|errors|changelog)\//),
    // Quickstart pages show the files under examples/ that the tests run.
    remarkPlugins: [remarkCodeInclude],
  },
  pages: {rehypePlugins},
  blog: false,
  theme: {
    customCss: './src/css/custom.css',
  },
  sitemap: {
    lastmod: null,
    changefreq: null,
    priority: null,
    ignorePatterns: ['/search'],
  },
} satisfies PresetOptions;

const themeConfig = {
  image: socialCard.path,
  metadata: [
    {property: 'og:image:width', content: String(socialCard.width)},
    {property: 'og:image:height', content: String(socialCard.height)},
    {property: 'og:image:alt', content: socialCard.alt},
    {name: 'twitter:image:alt', content: socialCard.alt},
  ],
  navbar,
  footer,
  announcementBar: announcementBar(),
  colorMode: {
    defaultMode: 'light',
    disableSwitch: true,
    respectPrefersColorScheme: false,
  },
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: false},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: prismTheme,
    additionalLanguages: ['ruby', 'csharp', 'php', 'java', 'go'],
  },
  api: {authPersistence: 'sessionStorage', requestTimeout: 15000},
} satisfies ThemeConfig & Record<string, unknown>;

const config = {
  title: `${site.name} Docs`,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  baseUrlIssueBanner: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  customFields: {productVersion: site.version},
  // The page bundle is requested after the server HTML has painted (docusaurus-lean's paint-first).
  ssrTemplate: paintFirstTemplate(),
  // Without JavaScript every tab panel is shown under its tab's name (src/css/noscript.css).
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: `<style>${readFileSync(join(__dirname, 'src', 'css', 'noscript.css'), 'utf8').replace(/\/\*[^]*?\*\//g, '').replace(/\s+/g, ' ').trim()}</style>`}],
  // generated/static holds the API files readers download (scripts/generate-downloads.mjs), served at /downloads/.
  staticDirectories: ['static', 'generated/static'],
  i18n: {defaultLocale: site.locale, locales: [site.locale]},
  future: {v4: true, faster: true},
  markdown: {
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'warn'},
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      // A REST page's `api` is the OpenAPI plugin's operation data, whose request samples hold Postman's own {{variables}}.
      const {api, ...prose} = result.frontMatter;
      const frontMatter = substituteFrontMatterTokens(prose, frontMatterTokens, params.filePath);
      return {...result, frontMatter: api === undefined ? frontMatter : {...frontMatter, api}};
    },
  },
  presets: [['classic', presetOptions]],
  plugins: [
    cleanHtmlPathsPlugin,
    announcementBarResetPlugin,
    // The generated REST pages' multi-line JSX headings and spans would hold paragraphs (invalid HTML).
    ['@docusaurus/plugin-content-docs', {...restDocsPluginOptions, rehypePlugins, remarkPlugins: [remarkUnwrapPhrasingParagraphs]}],
    ['@docusaurus/plugin-content-docs', {...graphqlDocsPluginOptions, rehypePlugins: glossaryLinks(/\/docs-graphql\/[^/]+\//)}],
    [legacyRedirectsPlugin, {redirects: legacyRestRedirects}],
    ...generatorPluginsFor(process.argv[2], [['docusaurus-plugin-openapi-docs', openApiPluginOptions], ...graphqlMarkdownPlugins]),
    graphqlExplorerSupportPlugin,
    llmsMarkdownPlugin,
    changelogFeedPlugin,
    [searchLocalPagesPlugin, searchPluginOptions],
    // Speed: bundler and runtime customisations, each measured and listed in packages/docusaurus-lean/README.md.
    paintFirstPlugin,
    shortStartTasksPlugin,
    lightHydrationPlugin,
    prismOnDemandPlugin,
    serverStandInsPlugin(serverStandIns),
    scopedStylesPlugin(scopedStyleGroups),
    minifiedJsCachePlugin,
    buildCacheDependenciesPlugin(buildCodePaths),
  ],
  themes: [scopedOpenApiTheme(openApiThemeOptions), '@docusaurus/theme-mermaid'],
  themeConfig,
} satisfies Config;

export default config;

import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {frontMatterTokens, site} from './src/site';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcementBar} from './src/config/announcementBar';
import {substituteFrontMatterTokens} from './src/config/frontMatterTokens';
import announcementBarResetPlugin from './src/plugins/announcement-bar-reset';

const presetOptions = {
  docs: {
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    sidebarCollapsible: true,
    breadcrumbs: true,
  },
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
    theme: prismThemes.github,
    additionalLanguages: ['ruby', 'csharp', 'php'],
  },
} satisfies ThemeConfig;

const config = {
  title: `${site.name} Docs`,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  customFields: {productVersion: site.version},
  i18n: {defaultLocale: site.locale, locales: [site.locale]},
  future: {v4: true, faster: true},
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn'},
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: substituteFrontMatterTokens(result.frontMatter, frontMatterTokens, params.filePath)};
    },
  },
  presets: [['classic', presetOptions]],
  plugins: [announcementBarResetPlugin],
  themeConfig,
} satisfies Config;

export default config;

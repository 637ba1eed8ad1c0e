// What this site gives the docusaurus-lean package (packages/docusaurus-lean): which of its modules load on demand,
// which stylesheets load with their widgets, and which of its files the bundler's cache depends on.
import {join} from 'node:path';
import type {ScopedStyleGroup, ServerStandInsOptions} from 'docusaurus-lean';
import {restReference} from './restApi';

const siteDir = join(__dirname, '..', '..');
/** A path separator, either way round. */
const sep = String.raw`[\\/]`;
const openApiTheme = `${sep}docusaurus-theme-openapi-docs${sep}`;

/**
 * The server bundle imports the on-demand loaders' static twins (`<name>.server.ts` beside each in src/lib), and holds
 * a module that fails rendering instead of each module only the browser ever loads: Mermaid, the GraphQL explorer, the
 * REST console and the search dialog.
 */
export const serverStandIns: ServerStandInsOptions = {
  standIns: ['codeBlockLoader', 'openApiSectionsLoader'].map((name) => ({
    request: new RegExp(`/lib/${name}$`),
    standIn: join(siteDir, 'src', 'lib', `${name}.server.ts`),
  })),
  browserOnly: {
    modules: [
      new RegExp(`${sep}node_modules${sep}mermaid${sep}`),
      new RegExp(`${sep}src${sep}components${sep}GraphqlExplorer${sep}Explorer\\.tsx$`),
      new RegExp(`${openApiTheme}lib${sep}theme${sep}ApiExplorer${sep}index\\.js$`),
      new RegExp(`${sep}src${sep}components${sep}SearchPanel${sep}index\\.tsx$`),
    ],
    standIn: join(siteDir, 'src', 'lib', 'browserOnly.server.ts'),
  },
};

/**
 * Stylesheets of their own, each loaded with the part that uses it: the REST pages' (the OpenAPI theme's schema and tab
 * partials, the API page's rules; linked in their server HTML), the REST console's (the theme's whole stylesheet), the
 * GraphQL explorer's and the search dialog's. The theme's Tabs stay site-wide: guides use them too.
 */
export const scopedStyleGroups: readonly ScopedStyleGroup[] = [
  {
    name: 'api-reference-styles',
    test: new RegExp(`${openApiTheme}(?!.*${sep}theme${sep}(?:Tabs|TabItem)${sep})(?!lib${sep}theme${sep}styles\\.scss$)|${sep}src${sep}theme${sep}ApiItem${sep}[^\\\\/]+\\.css$`),
  },
  {name: 'api-console-styles', test: new RegExp(`${openApiTheme}lib${sep}theme${sep}styles\\.scss$`)},
  {
    name: 'graphql-explorer-styles',
    test: new RegExp(`${sep}node_modules${sep}(?:graphiql|@graphiql)${sep}|${sep}src${sep}components${sep}GraphqlExplorer${sep}graphiql[^\\\\/]*\\.css$`),
  },
  {
    name: 'search-dialog-styles',
    test: new RegExp(`${sep}node_modules${sep}@algolia${sep}autocomplete-theme-classic${sep}|${sep}src${sep}components${sep}SearchPanel${sep}[^\\\\/]+\\.css$`),
  },
];

/** The OpenAPI theme, with the REST pages' schema sections on demand and their stylesheet linked in their HTML. */
export const openApiThemeOptions = {outputDir: restReference.outputDir, routeBasePath: restReference.routeBasePath, pageStyles: 'api-reference-styles'};

/** The code that runs while the bundler compiles: a change to any of it must evict Rspack's persistent cache. */
export const buildCodePaths = ['src/site.ts', 'src/plugins', 'src/lib', 'src/config', 'src/data', 'packages/docusaurus-lean/src'];

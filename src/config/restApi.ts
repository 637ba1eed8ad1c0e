import type {Options as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import YAML from 'yaml';
import {site} from '../site';

/**
 * The generated REST reference lives in its own docs plugin instance, so only its pages use the API item
 * component (explorer, code generators, Redux store); guide pages never download them.
 */
type OpenApiOperation = {operationId?: string; summary?: string};
type OpenApiSource = {info: {title: string}; paths: Record<string, Record<string, OpenApiOperation>>};

const specPath = 'api/openapi.yaml';
const spec = YAML.parse(readFileSync(join(__dirname, '..', '..', specPath), 'utf8')) as OpenApiSource;

/** Page ids and labels as the generator derives them: the info page from `info.title`, operations from the spec. */
function referencePages(source: OpenApiSource): {id: string; label: string; method?: string}[] {
  const operations = Object.values(source.paths).flatMap((item) =>
    Object.entries(item).map(([method, operation]) => {
      if (!operation.operationId || !operation.summary) {
        throw new Error(`${specPath}: every operation needs an operationId and a summary (${method.toUpperCase()})`);
      }
      return {id: operation.operationId, label: operation.summary, method};
    }),
  );
  return [{id: kebabCase(source.info.title), label: 'Introduction'}, ...operations];
}

function kebabCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const restReference = {
  pluginId: 'api',
  routeBasePath: 'public_apis',
  specPath,
  /** The copy the reference is generated from, with its {{limit:id}} references filled in (scripts/generate-api-sources.ts). */
  quotedSpecPath: 'generated/api/openapi.yaml',
  outputDir: 'generated/public_apis',
  pages: referencePages(spec),
};

export type RestReferencePage = (typeof restReference.pages)[number];

export const restReferenceRoute = (id: string): string => `/${restReference.routeBasePath}/${id}`;

/**
 * Old bookmarks under /integrate/public_apis/ and where they now live. The build writes a redirect page for each (for
 * hosts without server redirects); deploy/ turns the same list into the servers' permanent redirects.
 */
export const legacyRestRedirects: readonly {from: string; to: string}[] = restReference.pages.map(({id}) => ({
  from: `/integrate${restReferenceRoute(id)}`,
  to: restReferenceRoute(id),
}));

export const restDocsPluginOptions = {
  id: restReference.pluginId,
  path: restReference.outputDir,
  routeBasePath: restReference.routeBasePath,
  sidebarPath: './sidebars.publicApis.ts',
  docItemComponent: '@theme/ApiItem',
  breadcrumbs: true,
} satisfies DocsPluginOptions;

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: restReference.pluginId,
  config: {
    [site.slug]: {
      specPath: restReference.quotedSpecPath,
      outputDir: restReference.outputDir,
      hideSendButton: false,
      showSchemas: false,
      // Plain JSON front matter: the page no longer inflates a gzipped copy of its operation while it hydrates.
      disableCompression: true,
      sidebarOptions: {groupPathsBy: 'tag'},
    },
  },
} satisfies OpenApiPluginOptions;

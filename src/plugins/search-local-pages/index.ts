import {readdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import createJiti from 'jiti';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions} from '@cmfcmf/docusaurus-search-local';
import {buildCacheDir, contentCache, fingerprintOf, packageVersions, type ContentCache} from '../../lib/contentCache';
import {shownSectionTitle} from './pageSections';

/**
 * Hub pages whose sections only repeat the titles of the pages they link to: the home page and the generated category
 * indexes. Indexed, they gave search rows without a page title, with a card's emoji, or twice the same page.
 */
export function isHubRoute(route: string, baseUrl = '/'): boolean {
  const path = route.slice(baseUrl.length - 1);
  return path === '/' || path.startsWith('/category/');
}

const cachedParse = join(__dirname, 'cachedParse.ts');
const pluginPackage = '@cmfcmf/docusaurus-search-local';

/**
 * The plugin as it builds its indexes, loaded again with its page parser replaced by cachedParse.ts, which keeps parsed
 * pages in `pages`: the plugin's code is unchanged; jiti (which Docusaurus loads plugins with) resolves its `./parse`
 * import to our module, the one instance of it in Node's module cache.
 */
export function indexingPlugin(pages: ContentCache | undefined): typeof searchLocal {
  const load = createJiti(__filename, {interopDefault: true, requireCache: true, alias: {'./parse': cachedParse}});
  (load(cachedParse) as typeof import('./cachedParse')).useCache(pages);
  return load(pluginPackage) as typeof searchLocal;
}

/** What decides a page's parsed sections besides its HTML: the plugin's parser, ours around it, and cheerio. */
function parserFingerprint(): string {
  const parser = createRequire(__filename).resolve(`${pluginPackage}/lib/server/parse.js`);
  return fingerprintOf([parser, join(__dirname, 'pageSections.ts')], packageVersions([pluginPackage, 'cheerio']));
}

/** The plugin's index files in `outDir`, one per search tag. */
const indexFilePattern = /^search-index-.+\.json$/;

/** Cuts the names a section is indexed under from the title each result shows (see pageSections.ts). */
export async function showHeadingsOnly(outDir: string): Promise<void> {
  const files = (await readdir(outDir)).filter((file) => indexFilePattern.test(file));
  await Promise.all(
    files.map(async (file) => {
      const payload = JSON.parse(await readFile(join(outDir, file), 'utf8')) as {documents: {sectionTitle: string}[]};
      payload.documents.forEach((document) => (document.sectionTitle = shownSectionTitle(document.sectionTitle)));
      await writeFile(join(outDir, file), JSON.stringify(payload));
    }),
  );
}

/**
 * @cmfcmf/docusaurus-search-local, given every route except the hub pages when it builds its indexes, with sections found
 * by more names (pageSections.ts); pages unchanged since the last build are not parsed again
 * (node_modules/.cache/search-pages).
 */
export default function searchLocalPages(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      const pages = contentCache(buildCacheDir(context.siteDir, 'search-pages', props.outDir), parserFingerprint());
      const routesPaths = props.routesPaths.filter((route) => !isHubRoute(route, props.baseUrl));
      await indexingPlugin(pages)(context, options).postBuild!({...props, routesPaths});
      await showHeadingsOnly(props.outDir);
      pages.prune();
    },
  };
}

// Docusaurus validates (and fills in defaults of) a function plugin's options through this property.
searchLocalPages.validateOptions = validateOptions;

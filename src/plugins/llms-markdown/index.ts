import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCacheDir, contentCache, fingerprintOf, packageVersions, withoutScriptsAndLinks} from '../../lib/contentCache';
import {pageToMarkdown, type MarkdownPage} from './pageToMarkdown';
import {llmsFullTxt, llmsTxt, type TwinPage} from './llmsTxt';

/** Where a route's built HTML is, with `trailingSlash: false`. */
const htmlFile = (outDir: string, route: string) => join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** What decides a page's twin besides its HTML: the converter's code, its libraries and the site URL. */
function converterFingerprint(siteUrl: string): string {
  return fingerprintOf([join(__dirname, 'pageToMarkdown.ts')], [packageVersions(['cheerio', 'turndown', 'turndown-plugin-gfm']), siteUrl]);
}

/**
 * After the build, writes a Markdown twin of every doc page at its URL + `.md` (from the rendered page, so component
 * tables, tabs and generated reference pages are included), plus /llms.txt and /llms-full.txt for AI assistants.
 */
export default function llmsMarkdownPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-markdown',
    async postBuild({outDir, routesPaths}) {
      // An unchanged page is not converted again (node_modules/.cache/llms-markdown).
      const twins = contentCache(buildCacheDir(context.siteDir, 'llms-markdown', outDir), converterFingerprint(context.siteConfig.url));
      const pages: TwinPage[] = [];
      const routes = [...new Set(routesPaths)].filter((route) => route !== '/' && !route.endsWith('/404') && !route.includes('/search'));
      for (const route of routes.sort()) {
        const file = htmlFile(outDir, route);
        if (!existsSync(file)) continue;
        const html = withoutScriptsAndLinks(await readFile(file, 'utf8'));
        const page = twins.get<MarkdownPage | null>(html, () => pageToMarkdown(html, context.siteConfig.url) ?? null);
        if (!page) continue;
        const twin = join(outDir, `${route.slice(1)}.md`);
        await mkdir(dirname(twin), {recursive: true});
        await writeFile(twin, page.markdown);
        pages.push({route, ...page});
      }
      const site = {title: context.siteConfig.title, summary: context.siteConfig.tagline, url: context.siteConfig.url};
      await writeFile(join(outDir, 'llms.txt'), llmsTxt(site, pages));
      await writeFile(join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
      twins.prune();
    },
  };
}

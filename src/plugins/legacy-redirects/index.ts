import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeHtml} from '../../lib/escapeHtml';

export type Redirect = {from: string; to: string};

/** A valid, titled page that sends a legacy URL on to its page at once (meta refresh, script for query and hash). */
export function redirectPage({to}: Redirect, siteUrl: string): string {
  const target = escapeHtml(to);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${target}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + to)}">`,
    `<script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')} + location.search + location.hash);</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${target}">${target}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Static redirect pages for old URLs, written after the build. Replaces plugin-client-redirects, whose pages had no
 * title and a script between head and body (invalid HTML).
 */
export default function legacyRedirectsPlugin(context: LoadContext, options: unknown): Plugin {
  const {redirects} = options as {redirects: readonly Redirect[]};
  return {
    name: 'legacy-redirects',
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      await Promise.all(
        redirects.map(async (redirect) => {
          const file = join(outDir, redirect.from, 'index.html');
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, redirectPage(redirect, siteUrl));
        }),
      );
    },
  };
}

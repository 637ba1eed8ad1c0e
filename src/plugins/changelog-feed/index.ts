import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelogFeedPath, changelogRoute, releaseAnchor, releases} from '../../data/changelog';
import {escapeHtml} from '../../lib/escapeHtml';

/** The changelog as an Atom 1.0 document (RFC 4287): one entry per release, newest first. */
export function changelogAtom(siteUrl: string): string {
  const pageUrl = `${siteUrl}${changelogRoute}`;
  const entries = releases.map((release) => {
    const url = `${pageUrl}#${releaseAnchor(release.version)}`;
    const items = release.changes.map((change) => `<li><strong>${escapeHtml(change.component)}</strong> (${change.kind.toLowerCase()}): ${escapeHtml(change.text)}</li>`).join('');
    return [
      '  <entry>',
      `    <title>Onramp ${release.version}</title>`,
      `    <id>${url}</id>`,
      `    <link href="${url}"/>`,
      `    <updated>${release.date}T00:00:00Z</updated>`,
      `    <summary>${escapeHtml(release.summary)}</summary>`,
      `    <content type="html">${escapeHtml(`<ul>${items}</ul>`)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>Onramp changelog</title>',
    '  <subtitle>Release notes of the Onramp REST API, SDK and GraphQL services</subtitle>',
    `  <id>${pageUrl}</id>`,
    `  <link href="${pageUrl}"/>`,
    `  <link rel="self" href="${siteUrl}${changelogFeedPath}"/>`,
    `  <updated>${releases[0].date}T00:00:00Z</updated>`,
    '  <author><name>Onramp</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Writes the changelog's Atom feed next to the page at build time. */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'changelog-feed',
    async postBuild({outDir}) {
      const file = join(outDir, changelogFeedPath);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, changelogAtom(context.siteConfig.url));
    },
  };
}

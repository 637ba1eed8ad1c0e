// Writes the changelog page (docs/changelog/index.mdx, git-ignored) from src/data/changelog.ts; the Atom feed of the
// same releases is written at build time by src/plugins/changelog-feed.
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {changelogFeedPath, changelogRoute, releaseAnchor, releases, type ChangeKind} from '../src/data/changelog';

export const changelogDocsDir = join(__dirname, '..', 'docs', 'changelog');
const kinds: readonly ChangeKind[] = ['Added', 'Changed', 'Deprecated', 'Fixed', 'Security'];

function page(): string {
  const lines = [
    '---',
    'title: Changelog',
    'description: Release notes of the Onramp REST API, the SDK and the GraphQL services, newest first, with an Atom feed to follow new releases.',
    `slug: ${changelogRoute}`,
    'custom_edit_url: null',
    'keywords: [changelog, release notes, what is new, deprecations]',
    '---',
    '',
    '<head>',
    `  <link rel="alternate" type="application/atom+xml" title="Onramp changelog" href="${changelogFeedPath}" />`,
    '</head>',
    '',
    `What changed in each release of the REST API, \`@onramp/sdk\` and the three GraphQL services, newest first. Follow new releases with the [Atom feed](pathname://${changelogFeedPath}) in any feed reader. How versions are numbered, and how long a deprecated feature keeps working, is explained in [versioning and deprecations](/versioning).`,
    '',
  ];
  for (const release of releases) {
    lines.push(`## ${release.version} \\{#${releaseAnchor(release.version)}}`, '', `*Released ${release.date}.* ${release.summary}`, '');
    for (const kind of kinds) {
      const changes = release.changes.filter((change) => change.kind === kind);
      if (changes.length === 0) continue;
      lines.push(`### ${kind} \\{#${releaseAnchor(release.version)}-${kind.toLowerCase()}}`, '', ...changes.map((change) => `- **${change.component}**: ${change.text}${change.deprecation ? ` Use \`${change.deprecation.replacement}\` instead; removed no earlier than ${change.deprecation.earliestRemoval}.` : ''}`), '');
    }
  }
  return lines.join('\n');
}

export function generateChangelog(): void {
  rmSync(changelogDocsDir, {recursive: true, force: true});
  mkdirSync(changelogDocsDir, {recursive: true});
  writeFileSync(join(changelogDocsDir, 'index.mdx'), page());
}

if (require.main === module) {
  generateChangelog();
}

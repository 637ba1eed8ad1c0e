import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/** Folders of the code the client bundle is built from: core's client, the themes and plugins' browser code, and ours. */
const browserCodeFolders = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/theme-mermaid/lib',
  'node_modules/docusaurus-theme-openapi-docs/lib/theme',
  'node_modules/@cmfcmf/docusaurus-search-local/lib/client',
  'src',
];

/** Every script of the browser code (paths from the project root), for tests that check what the browser reads or calls. */
export function browserCodeFiles(): string[] {
  return browserCodeFolders
    .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => join(dir, file)))
    .filter((file) => /\.(js|tsx?)$/.test(file) && !file.endsWith('.d.ts'));
}

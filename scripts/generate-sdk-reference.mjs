// Generates the SDK reference pages (docs/sdk/reference/, git-ignored) from the declaration in api/sdk/ with TypeDoc and
// its Markdown and Docusaurus plugins, then gives each page the front matter every doc page has.
import {readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Application} from 'typedoc';

const site = fileURLToPath(new URL('../', import.meta.url));
export const sdkReferenceDir = join(site, 'docs', 'sdk', 'reference');

/** The sidebar label of each folder TypeDoc writes. */
const folderLabels = {classes: 'Classes', interfaces: 'Interfaces', 'type-aliases': 'Types', server: '@onramp/sdk/server'};

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The first sentence of the page's first paragraph, as plain text, for the meta description. */
function firstSentence(markdown) {
  const paragraph = markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|>|\*\*\*|```|-|\|)/.test(block));
  const text = (paragraph ?? '').replace(/\s+/g, ' ').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[`*\\]/g, '');
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 157).replace(/\s+\S*$/, '')}…` : sentence;
}

/** "# Class: Onramp" → {kind: 'Class', name: 'Onramp'}; module pages have no kind. */
function heading(markdown) {
  const h1 = markdown.match(/^# (.+)$/m)?.[1] ?? '';
  const [kind, name] = h1.includes(': ') ? h1.split(': ') : [undefined, h1];
  return {kind, name: name.replace(/\\/g, '')};
}

function describe(kind, name, sentence) {
  const what = kind ? `${kind.toLowerCase()} ${name}` : `module ${name}`;
  const description = sentence || `Reference of the ${what} of the Onramp SDK.`;
  return /onramp sdk/i.test(description) || description.length > 120 ? description : `SDK ${what}: ${description}`;
}

function addFrontMatter(file) {
  const markdown = readFileSync(file, 'utf8');
  const {kind, name} = heading(markdown);
  const path = relative(sdkReferenceDir, file).replace(/\\/g, '/');
  const isModule = !kind;
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(isModule ? `${name} module` : name)}`,
    `sidebar_label: ${JSON.stringify(name)}`,
    `description: ${JSON.stringify(describe(kind, name, firstSentence(markdown.replace(/^# .+$/m, ''))))}`,
    // A module page is its folder's index; an explicit slug keeps its URL (and breadcrumb) without a trailing slash.
    ...(isModule ? ['sidebar_position: 0', `slug: /sdk/reference/${path.replace(/\/?index\.md$/, '')}`] : []),
    'custom_edit_url: null',
    '---',
    '',
  ].join('\n');
  // The title comes from front matter; TypeDoc's "Class: Onramp" heading would repeat it.
  writeFileSync(file, frontMatter + markdown.replace(/^# .+\n+/m, ''));
}

export async function generateSdkReference() {
  rmSync(sdkReferenceDir, {recursive: true, force: true});
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [join(site, 'api/sdk/index.d.ts'), join(site, 'api/sdk/server.d.ts')],
    tsconfig: join(site, 'api/sdk/tsconfig.json'),
    plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme'],
    out: sdkReferenceDir,
    name: 'Onramp SDK',
    readme: 'none',
    disableSources: true,
    excludeProtected: true,
    excludeScopesInPaths: true,
    membersWithOwnFile: ['Class', 'Interface'],
    hideBreadcrumbs: true,
    hidePageHeader: true,
    sidebar: {autoConfiguration: false},
    logLevel: 'Warn',
    treatWarningsAsErrors: true,
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not read api/sdk/');
  await app.generateOutputs(project);
  // The reference's landing page is hand-written (docs/sdk/reference.md); TypeDoc's project index would take its route.
  rmSync(join(sdkReferenceDir, 'index.md'));
  for (const file of walk(sdkReferenceDir)) {
    if (file.endsWith('.md')) addFrontMatter(file);
  }
  for (const dir of new Set(walk(sdkReferenceDir).map((file) => file.slice(0, file.lastIndexOf('/'))))) {
    const label = folderLabels[dir.split('/').pop()];
    // Both modules have Classes and Interfaces folders; the key keeps their sidebar translation keys apart.
    const key = `sdk-reference-${relative(sdkReferenceDir, dir).replace(/\//g, '-')}`;
    // The server module's folder comes last, after the browser module's classes and interfaces.
    const position = dir.endsWith('/server') ? {position: 99} : {};
    if (label) writeFileSync(join(dir, '_category_.json'), `${JSON.stringify({label, key, collapsed: true, ...position})}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateSdkReference();
}

// Synthetic documentation for scaling benches: N varied, realistic-looking Markdown pages generated from word lists
// and templates (deterministic by seed), and a temporary copy of the project that builds them in an extra sidebar.
//
//   writeSyntheticPages({dir, count, seed})  -> {pages}             pages only, into any directory
//   makeSyntheticSite({count, seed})         -> {root, pages, cleanup}  a buildable copy of the project
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';
import {projectRoot} from './project.mjs';

/**
 * @typedef {object} SyntheticPage
 * @property {string} docId path under the pages directory without extension, e.g. `area-03/page-0101`
 * @property {string} route the page's URL path: `<routeBase>/<docId>`
 * @property {string} title
 * @property {string} description
 * @property {string[]} headings the h2 and h3 headings, in order
 */

/**
 * Small, fast, seedable PRNG (mulberry32): the same seed always gives the same pages.
 * @param {number} seed
 */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1));
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[Math.floor(next() * list.length)];
  return {next, int, pick, chance: (/** @type {number} */ p) => next() < p};
}

const nouns = [
  'workflow', 'checklist', 'cohort', 'event', 'trigger', 'segment', 'webhook', 'tenant', 'invitation', 'block', 'property',
  'report', 'funnel', 'dashboard', 'environment', 'sandbox', 'release', 'audience', 'attribute', 'metric', 'integration',
  'schedule', 'template', 'variant', 'experiment', 'milestone', 'session', 'workspace', 'role', 'policy', 'export',
  'destination', 'identity', 'account', 'pipeline', 'rule', 'threshold', 'alert', 'form', 'redirect', 'quota', 'token',
];
const verbs = [
  'configure', 'connect', 'publish', 'promote', 'archive', 'export', 'filter', 'rename', 'validate', 'schedule', 'retry',
  'sync', 'preview', 'group', 'tag', 'map', 'enrich', 'route', 'throttle', 'verify', 'rotate', 'migrate', 'audit', 'share',
  'pause', 'restore', 'compare', 'debug', 'monitor', 'limit',
];
const adjectives = [
  'staged', 'nested', 'custom', 'default', 'scheduled', 'shared', 'archived', 'draft', 'regional', 'weighted', 'optional',
  'required', 'incremental', 'nightly', 'idempotent', 'multi-step', 'conditional', 'read-only', 'personal', 'team-wide',
];
const contexts = [
  'in production', 'in the sandbox', 'for new tenants', 'across workspaces', 'with the SDK', 'through the REST API',
  'from the dashboard', 'during onboarding', 'after sign-up', 'for enterprise plans', 'with webhooks', 'at scale',
  'without code', 'for trial accounts', 'behind a feature flag',
];
const subjects = [
  'Each {noun}', 'Every {adj} {noun}', 'The {noun} editor', 'Your {noun} list', 'A {adj} {noun}', 'The {noun} API',
  'An admin', 'The workspace owner', 'The SDK', 'The dashboard',
];
const predicates = [
  'can {verb} a {noun} before it reaches production',
  'keeps a history of every {noun} change for ninety days',
  'lets you {verb} the {adj} {noun} without redeploying',
  'sends a {noun} event whenever you {verb} it',
  'needs a secret key with the {noun} scope to {verb} anything',
  'shows the last {count} runs next to each {noun}',
  'applies the {adj} policy to every {noun} in the workspace',
  'waits up to {count} seconds before it tries to {verb} again',
  'groups each {noun} by tenant so reports stay readable',
  'rejects a {noun} whose name is longer than {count} characters',
  'copies the {noun} settings when you {verb} a workspace',
  'marks a {noun} as stale after {count} days without traffic',
];
const connectives = ['', '', '', 'In practice, ', 'By default, ', 'When in doubt, ', 'For most teams, ', 'Note that ', 'As a rule, '];
const tips = [
  'Try the change in the sandbox first; promoting it later copies every setting.',
  'Keep secret keys on the server. Publishable keys are safe in the browser.',
  'Name things after what users do, not after the screen they are on.',
  'A short retry window keeps stuck runs from piling up during an incident.',
  'Reports refresh every few minutes, so a new event can take a moment to appear.',
];
const fieldTypes = ['string', 'integer', 'boolean', 'timestamp', 'object', 'string[]', 'enum'];
const languages = /** @type {const} */ (['js', 'json', 'bash', 'yaml', 'python']);

const capitalize = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (/** @type {string} */ noun) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);
const snake = (/** @type {string[]} */ words) => words.join('_').replace(/-/g, '_');
/** "a" before a vowel becomes "an" (the word lists have no vowel-letter words that start with a consonant sound). */
const articles = (/** @type {string} */ text) => text.replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');

/** Text generators bound to one page's random source. @param {ReturnType<typeof randomSource>} rng */
function writer(rng) {
  const fill = (/** @type {string} */ template) =>
    articles(
      template
        .replace(/\{noun\}/g, () => rng.pick(nouns))
        .replace(/\{verb\}/g, () => rng.pick(verbs))
        .replace(/\{adj\}/g, () => rng.pick(adjectives))
        .replace(/\{count\}/g, () => String(rng.pick([3, 5, 10, 14, 30, 60, 90, 120, 256]))),
    );

  const sentence = () => {
    const lead = rng.pick(connectives);
    const subject = fill(rng.pick(subjects));
    const body = `${lead ? lead + subject.charAt(0).toLowerCase() + subject.slice(1) : subject} ${fill(rng.pick(predicates))}`;
    return `${articles(body)}${rng.chance(0.2) ? `, and the \`${snake([rng.pick(verbs), rng.pick(nouns)])}\` event records it` : ''}.`;
  };
  const paragraph = () => Array.from({length: rng.int(3, 6)}, sentence).join(' ');

  const list = () => {
    const ordered = rng.chance(0.4);
    return Array.from({length: rng.int(3, 6)}, (_, index) => {
      const item = ordered
        ? `${capitalize(rng.pick(verbs))} the ${rng.pick(adjectives)} ${rng.pick(nouns)} ${rng.pick(contexts)}.`
        : `**${capitalize(rng.pick(nouns))}**: ${fill(rng.pick(predicates))}.`;
      return `${ordered ? `${index + 1}.` : '-'} ${item}`;
    }).join('\n');
  };

  const table = () => {
    const rows = Array.from({length: rng.int(3, 6)}, () => {
      const field = snake([rng.pick(adjectives), rng.pick(nouns)]);
      return `| \`${field}\` | ${rng.pick(fieldTypes)} | ${capitalize(fill(rng.pick(predicates)))}. |`;
    });
    return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
  };

  const code = () => {
    const language = rng.pick(languages);
    const noun = rng.pick(nouns);
    const verb = rng.pick(verbs);
    const id = `${noun.slice(0, 3)}_${Math.floor(rng.next() * 1e8).toString(36)}`;
    const field = snake([rng.pick(adjectives), rng.pick(nouns)]);
    const bodies = {
      js: `import {Onramp} from '@onramp/sdk';\n\nconst onramp = new Onramp({key: process.env.ONRAMP_SECRET_KEY});\n\nconst ${noun} = await onramp.${plural(noun)}.${verb}('${id}', {\n  ${field}: ${rng.chance(0.5)},\n  retries: ${rng.int(1, 5)},\n});\nconsole.log(${noun}.status);`,
      json: `{\n  "id": "${id}",\n  "type": "${noun}",\n  "${field}": ${rng.int(1, 500)},\n  "status": "${rng.pick(['draft', 'published', 'archived', 'paused'])}",\n  "updated_at": "2025-0${rng.int(1, 9)}-1${rng.int(0, 9)}T0${rng.int(0, 9)}:00:00Z"\n}`,
      bash: `curl -X POST "https://api.onramp.example/v2/${plural(noun)}/${id}/${verb}" \\\n  -H "Authorization: Bearer $ONRAMP_SECRET_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '{"${field}": true}'`,
      yaml: `${noun}:\n  name: ${rng.pick(adjectives)}-${noun}\n  ${field}: ${rng.int(1, 90)}\n  on_failure: ${rng.pick(['retry', 'skip', 'stop'])}\n  environments:\n    - sandbox\n    - production`,
      python: `import os\n\nfrom onramp import Onramp\n\nclient = Onramp(api_key=os.environ["ONRAMP_SECRET_KEY"])\nresult = client.${plural(noun)}.${verb}("${id}", ${field}=${rng.int(1, 60)})\nprint(result.status)`,
    };
    return `\`\`\`${language}\n${bodies[language]}\n\`\`\``;
  };

  const admonition = () => `:::${rng.pick(['note', 'tip', 'info', 'warning'])}\n\n${rng.pick(tips)} ${sentence()}\n\n:::`;

  return {fill, sentence, paragraph, list, table, code, admonition};
}

/**
 * One page's Markdown and metadata; it may cross-link the `earlier` pages (so a page never depends on `count`).
 * @param {number} seed
 * @param {number} index
 * @param {{docId: string, title: string}[]} earlier
 * @param {number} position
 */
function syntheticPage(seed, index, earlier, position) {
  const rng = randomSource(Math.imul(seed ^ 0x5bd1e995, 2654435761) ^ (index * 0x27d4eb2d));
  const text = writer(rng);
  const noun = rng.pick(nouns);
  const title = `${capitalize(rng.pick(verbs))} ${rng.pick(adjectives)} ${plural(noun)} ${rng.pick(contexts)}`;
  const description = `How to ${rng.pick(verbs)} and ${rng.pick(verbs)} ${plural(noun)}: ${text.fill('{adj} settings, limits and examples')}.`;
  const headings = [];
  const parts = [text.paragraph()];
  const sectionCount = rng.int(3, 6);
  for (let section = 0; section < sectionCount; section += 1) {
    const heading = text.fill(rng.pick(['{verb} the {noun}', 'How {noun} limits work', '{adj} {noun} settings', 'Before you {verb} a {noun}', 'Troubleshoot {noun} errors', 'The {noun} lifecycle']));
    headings.push(capitalize(heading));
    parts.push(`## ${capitalize(heading)}`, text.paragraph());
    if (rng.chance(0.5)) parts.push(text.list());
    if (rng.chance(0.45)) parts.push(text.code());
    if (rng.chance(0.25)) parts.push(text.table());
    if (rng.chance(0.2)) parts.push(text.admonition());
    if (rng.chance(0.35)) {
      const sub = capitalize(text.fill(rng.pick(['{adj} {noun} example', 'Limits', 'With the SDK', 'Using the {noun} API'])));
      headings.push(sub);
      parts.push(`### ${sub}`, text.paragraph());
      if (rng.chance(0.5)) parts.push(text.code());
    }
  }
  if (earlier.length) {
    const related = Array.from({length: Math.min(earlier.length, rng.int(1, 3))}, () => rng.pick(earlier));
    headings.push('Related pages');
    parts.push('## Related pages', [...new Set(related)].map(({docId, title: other}) => `- [${other}](../${docId}.md)`).join('\n'));
  }
  const frontMatter = ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`, `sidebar_position: ${position}`, '---'];
  return {title, description, headings, markdown: `${frontMatter.join('\n')}\n\n${parts.join('\n\n')}\n`};
}

/**
 * Writes `count` pages (`area-XX/page-NNNN.md`, `pagesPerArea` per folder, each folder with a `_category_.json`) into `dir`.
 * Page i is the same for every count > i; pages link only to earlier pages, by relative file path. `routeBase` is the URL
 * path `dir` is served under, used for the returned routes only.
 * @param {{dir: string, count: number, seed?: number, pagesPerArea?: number, routeBase?: string}} options
 * @returns {{pages: SyntheticPage[]}}
 */
export function writeSyntheticPages({dir, count, seed = 1, pagesPerArea = 50, routeBase = ''}) {
  /** @type {SyntheticPage[]} */
  const pages = [];
  for (let index = 0; index < count; index += 1) {
    const area = Math.floor(index / pagesPerArea) + 1;
    const areaDir = `area-${String(area).padStart(2, '0')}`;
    if (index % pagesPerArea === 0) {
      mkdirSync(join(dir, areaDir), {recursive: true});
      const label = `${capitalize(plural(nouns[(area * 7 + seed) % nouns.length]))} ${area}`;
      writeFileSync(join(dir, areaDir, '_category_.json'), `${JSON.stringify({label, position: area, collapsed: true}, null, 2)}\n`);
    }
    const docId = `${areaDir}/page-${String(index + 1).padStart(4, '0')}`;
    const page = syntheticPage(seed, index, pages, (index % pagesPerArea) + 1);
    writeFileSync(join(dir, `${docId}.md`), page.markdown);
    pages.push({docId, route: `${routeBase}/${docId}`, title: page.title, description: page.description, headings: page.headings});
  }
  return {pages};
}

/** What is never copied into the temporary project: dependencies (linked instead), Git data and every generated output. */
const notCopied = new Set(['node_modules', '.git', 'build', '.docusaurus', 'test-results', 'playwright-report', '.build.log', `bench${sep}results`]);
const isCopied = (/** @type {string} */ path) => !notCopied.has(path) && !/^build-[^/]*$/.test(path);

/**
 * Links each entry of node_modules except .cache, so the copy resolves the same packages but keeps its own Rspack cache.
 * @param {string} root
 */
function linkDependencies(root) {
  mkdirSync(join(root, 'node_modules'));
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(projectRoot, 'node_modules', entry), join(root, 'node_modules', entry));
  }
}

/** @param {string} root @param {string} command @param {string[]} args */
function run(root, command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${root}:\n${result.stderr}`);
}

/**
 * A temporary, buildable copy of the project (sources and generated reference pages copied, dependencies linked) with
 * `count` synthetic pages in docs/<section>/ and their own autogenerated sidebar. The copy is a one-commit Git repository
 * so Docusaurus reads last-update dates as it does in the real project. The real docs/ is never touched.
 * @param {{count: number, seed?: number, section?: string}} options
 * @returns {Promise<{root: string, docsDir: string, pages: SyntheticPage[], cleanup: () => void}>}
 */
export async function makeSyntheticSite({count, seed = 1, section = 'synthetic'}) {
  const root = mkdtempSync(join(tmpdir(), 'onramp-synthetic-'));
  const cleanup = () => rmSync(root, {recursive: true, force: true});
  try {
    cpSync(projectRoot, root, {recursive: true, filter: (source) => isCopied(relative(projectRoot, source))});
    linkDependencies(root);
    if (!existsSync(join(root, 'generated/public_apis')) || readdirSync(join(root, 'generated/public_apis')).length === 0) {
      run(root, 'node', ['scripts/generate.mjs']);
    }
    const docsDir = join(root, 'docs', section);
    const {pages} = writeSyntheticPages({dir: docsDir, count, seed, routeBase: `/${section}`});
    if (count > 0) {
      renameSync(join(root, 'sidebars.ts'), join(root, 'sidebars.site.ts'));
      writeFileSync(
        join(root, 'sidebars.ts'),
        `// Bench copy: the site's sidebars plus one autogenerated sidebar of the synthetic pages.\nimport siteSidebars from './sidebars.site';\n\nexport default {...siteSidebars, ${section}: [{type: 'autogenerated' as const, dirName: '${section}'}]};\n`,
      );
    }
    run(root, 'git', ['init', '--quiet']);
    run(root, 'git', ['add', '--all']);
    run(root, 'git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '--quiet', '--no-verify', '-m', 'Synthetic bench site']);
    return {root, docsDir, pages, cleanup};
  } catch (error) {
    cleanup();
    throw error;
  }
}

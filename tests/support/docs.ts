import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import matter from 'gray-matter';
import {graphqlDocs} from '../../src/config/graphqlReference';

export const rootDir = join(__dirname, '..', '..');
export const docsDir = join(rootDir, 'docs');
/** The GraphQL docs plugin instance: hand-written service landings beside the generated reference folders. */
export const graphqlDocsDir = join(rootDir, graphqlDocs.path);

export type DocFile = {
  /** Docusaurus doc id: path under docs/ without extension, unless front matter sets `id`. */
  id: string;
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return walk(path);
    }
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [path] : [];
  });
}

export function readDocs(dir = docsDir): DocFile[] {
  return walk(dir).map((file) => {
    const {data, content} = matter(readFileSync(file, 'utf8'));
    const relativePath = relative(dir, file).split(sep).join('/');
    const defaultId = relativePath.replace(/\.mdx?$/, '');
    const id = typeof data.id === 'string' ? defaultId.replace(/[^/]+$/, data.id) : defaultId;
    return {id, file: relative(rootDir, file), frontMatter: data, body: content};
  });
}

/** The Markdown without its fenced code blocks. */
export function withoutCodeBlocks(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ');
}

/** A page's prose as a reader reads it: no code blocks, inline code, imports or JSX tags (which render the data modules). */
export function prose(body: string): string {
  return withoutCodeBlocks(body)
    .replace(/^(import|export)\s.+$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[A-Z][^>]*\/?>/g, ' ');
}

/** A page's prose with its inline code kept as plain words, for facts that name events or operations in code. */
export function proseWithInlineCode(body: string): string {
  return withoutCodeBlocks(body)
    .replace(/^(import|export)\s.+$/gm, ' ')
    .replace(/`([^`\n]*)`/g, '$1')
    .replace(/<[A-Z][^>]*\/?>/g, ' ');
}

/** Words a reader reads: prose, lists and tables, without code blocks, imports, JSX tags or link targets. */
export function countBodyWords(body: string): number {
  const text = withoutCodeBlocks(body)
    .replace(/^import\s.+$/gm, ' ')
    .replace(/^export\s.+$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' code ')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/[#>*_|[\]-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Where scripts/generate-sdk-reference.mjs and generate-error-reference.ts write their pages. */
export const generatedDocsDirs = ['docs/sdk/reference', 'docs/errors', 'docs/changelog'];

/** Reference pages the build generates from api/ (git-ignored), as opposed to hand-written pages. */
export function isGeneratedReference(file: string): boolean {
  const path = file.split(sep).join('/');
  const graphqlReference = path.startsWith(`${graphqlDocs.path}/`) && /\/[^/]+\//.test(path.slice(graphqlDocs.path.length));
  return graphqlReference || generatedDocsDirs.some((dir) => path.startsWith(`${dir}/`));
}

/** Hand-written pages of both docs instances (ids relative to each instance's folder). */
export function readHandWrittenDocs(): DocFile[] {
  return [...readDocs(), ...readDocs(graphqlDocsDir)].filter((doc) => !isGeneratedReference(doc.file));
}

let handWrittenDocs: DocFile[] | undefined;
/** The body of the one hand-written page whose file ends with `suffix` (read once per test file), or an error. */
export function handWrittenPageBody(suffix: string): string {
  handWrittenDocs ??= readHandWrittenDocs();
  const doc = handWrittenDocs.find((candidate) => candidate.file.endsWith(suffix));
  if (!doc) throw new Error(`No page ends with ${suffix}`);
  return doc.body;
}

import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readHandWrittenDocs, rootDir} from './docs';
import {readIncludedFile} from '../../src/plugins/remark-code-include';

export type CodeBlock = {file: string; line: number; lang: string; meta: Record<string, string>; code: string};

/** Fenced code blocks of a Markdown file, with their info-string metadata (`key=value` pairs) and first line number. */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index].match(/^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/);
    if (!open) {
      continue;
    }
    const [, indent, fence, lang, info] = open;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
      end += 1;
    }
    const meta = Object.fromEntries([...info.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, key, value]) => [key, value.replace(/^"|"$/g, '')]));
    // A fence with file=path shows that repository file (remark-code-include); check what readers see.
    const code = meta.file ? readIncludedFile(meta.file) : body.join('\n');
    blocks.push({file, line: index + 1, lang, meta, code});
    index = end;
  }
  return blocks;
}

/** Every fenced block of every hand-written page (front matter included in line numbers). */
export function docCodeBlocks(): CodeBlock[] {
  return readHandWrittenDocs().flatMap((doc) => codeBlocks(doc.file, readFileSync(join(rootDir, doc.file), 'utf8')));
}

/** Every fenced block a reader can copy from a hand-written page: docs, GraphQL landings and standalone pages. */
export function pageCodeBlocks(): CodeBlock[] {
  return [...docCodeBlocks(), ...standalonePageCodeBlocks()];
}

/** Every fenced block of the standalone Markdown pages under src/pages/ (the contributor guide, for example). */
export function standalonePageCodeBlocks(): CodeBlock[] {
  const pagesDir = join(rootDir, 'src', 'pages');
  return readdirSync(pagesDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `src/pages/${name.split('\\').join('/')}`)
    .flatMap((file) => codeBlocks(file, readFileSync(join(rootDir, file), 'utf8')));
}

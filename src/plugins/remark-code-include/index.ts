import {readFileSync} from 'node:fs';
import {isAbsolute, join, normalize} from 'node:path';
import type {Code, Root} from 'mdast';

const repositoryRoot = join(__dirname, '..', '..', '..');

/** The repository file a code fence shows, from its `file=path` metadata, or undefined. */
export function includedFile(meta: string | null | undefined): string | undefined {
  return meta?.match(/(?:^|\s)file=(\S+)/)?.[1];
}

/** Reads an included file, refusing paths outside the repository. */
export function readIncludedFile(file: string, root = repositoryRoot): string {
  const path = normalize(join(root, file));
  if (isAbsolute(file) || !path.startsWith(root)) throw new Error(`Code fence file=${file} is outside the repository.`);
  return readFileSync(path, 'utf8').replace(/\n$/, '');
}

function visit(node: Root | Code | {children?: unknown[]}, include: (code: Code) => void): void {
  if ((node as Code).type === 'code') include(node as Code);
  for (const child of (node as {children?: unknown[]}).children ?? []) visit(child as Code, include);
}

/**
 * Fills a code fence whose metadata names `file=path` with that repository file, so a page shows exactly the code the
 * tests run (the quickstarts under examples/). The fence's own body must be empty.
 */
export default function remarkCodeInclude({root = repositoryRoot}: {root?: string} = {}) {
  return (tree: Root): void => {
    visit(tree, (code) => {
      const file = includedFile(code.meta);
      if (!file) return;
      if (code.value.trim() !== '') throw new Error(`Code fence file=${file} must be empty; its content comes from the file.`);
      code.value = readIncludedFile(file, root);
      code.meta = code.meta?.replace(/(?:^|\s)file=\S+/, '').trim() || null;
    });
  };
}

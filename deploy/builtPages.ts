import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';

/** What a strict script policy has to know about the built pages. */
export type InlineCode = {
  /** `sha256-<base64>` of each distinct inline script, sorted. */
  scriptHashes: string[];
  /** Inline code no hash can allow (event handler attributes, javascript: URLs), as `page: element attribute`. */
  unhashable: string[];
};

/** Script types the browser runs; a data block (JSON-LD) is not code and needs no hash. */
const executable = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export const scriptHash = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The inline code of one page's HTML. */
export function inlineCodeOf(html: string, page: string): InlineCode {
  const $ = cheerio.load(html);
  const scriptHashes = $('script:not([src])')
    .filter((_, script) => executable.test(($(script).attr('type') ?? '').trim()))
    .map((_, script) => scriptHash($(script).text()))
    .get();
  const unhashable: string[] = [];
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name) || (urlAttributes.has(name.toLowerCase()) && /^\s*javascript:/i.test(value))) {
        unhashable.push(`${page}: <${element.name} ${name}="${value.slice(0, 60)}">`);
      }
    }
  });
  return {scriptHashes: [...new Set(scriptHashes)].sort(), unhashable};
}

/** The inline code of every page of a build. */
export async function inlineCodeOfBuild(buildDir: string): Promise<InlineCode> {
  const pages = await fg('**/*.html', {cwd: buildDir});
  const hashes = new Set<string>();
  const unhashable: string[] = [];
  for (const page of pages.sort()) {
    const code = inlineCodeOf(await readFile(join(buildDir, page), 'utf8'), page);
    code.scriptHashes.forEach((hash) => hashes.add(hash));
    unhashable.push(...code.unhashable);
  }
  return {scriptHashes: [...hashes].sort(), unhashable};
}

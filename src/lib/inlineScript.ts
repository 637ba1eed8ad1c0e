import {readFileSync} from 'node:fs';

/** A plugin's browser script as pages inline it (read at build time): the file's text without its `//` comment lines. */
export function inlineScript(file: string): string {
  return readFileSync(file, 'utf8').replace(/^\/\/.*\n/gm, '').trim();
}

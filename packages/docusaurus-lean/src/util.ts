import {readFileSync} from 'node:fs';

/** Text matched literally inside a regular expression (a module path). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches exactly `text`: a module path a bundler plugin replaces, and nothing longer. */
export const exactly = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}$`);

/** A browser script as pages inline it (read at build time): the file's text without its `//` comment lines. */
export const inlineScript = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/^\/\/.*\n/gm, '')
    .trim();

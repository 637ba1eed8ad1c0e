import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {shellVariables} from '../../src/data/shellVariables';
import {buildDir} from '../support/sitemap';

describe('the declared shell variables (src/data/shellVariables.ts)', () => {
  it('are all listed in the "Set up your shell" section of the built REST API introduction', () => {
    const page = join(buildDir, 'getting-started/apis-non-gen/apis-introduction.html');
    const $ = cheerio.load(readFileSync(page, 'utf8'));
    const heading = $('h2#set-up-your-shell');
    expect(heading.length).toBe(1);
    const section = heading.nextUntil('h2').text();
    expect(shellVariables.filter((variable) => !section.includes(variable.name)).map((variable) => variable.name)).toEqual([]);
  });
});

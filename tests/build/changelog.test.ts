import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {changelogFeedPath, changelogRoute, releaseAnchor, releases} from '../../src/data/changelog';
import {site} from '../../src/site';
import {buildDir} from '../support/sitemap';

describe('the changelog', () => {
  it('has an Atom feed with one entry per release, each linking its section of the page', () => {
    const feed = cheerio.load(readFileSync(join(buildDir, changelogFeedPath), 'utf8'), {xml: true});
    expect(feed('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    const entries = feed('entry');
    expect(entries.length).toBe(releases.length);
    const page = cheerio.load(readFileSync(join(buildDir, `${changelogRoute.slice(1)}.html`), 'utf8'));
    entries.each((index, entry) => {
      const link = feed(entry).find('link').attr('href') ?? '';
      expect(link).toBe(`${site.url}${changelogRoute}#${releaseAnchor(releases[index].version)}`);
      expect(page(`[id="${releaseAnchor(releases[index].version)}"]`).length).toBe(1);
    });
  });

  it('announces the feed to browsers and feed readers from the page', () => {
    const page = cheerio.load(readFileSync(join(buildDir, `${changelogRoute.slice(1)}.html`), 'utf8'));
    expect(page('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(changelogFeedPath);
  });
});

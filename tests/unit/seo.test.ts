import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {site, socialCard} from '../../src/site';
import {rootDir} from '../support/docs';

describe('robots.txt and the social card', () => {
  it('allows every crawler and points to the sitemap by its absolute URL', () => {
    const robots = readFileSync(join(rootDir, 'static', 'robots.txt'), 'utf8').split('\n').map((line) => line.trim());
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Allow: /');
    expect(robots.filter((line) => line.startsWith('Disallow'))).toEqual([]);
    expect(robots).toContain(`Sitemap: ${site.url}${site.baseUrl}sitemap.xml`);
  });

  it('is a 1200×630 PNG rendered from the committed SVG', () => {
    const png = readFileSync(join(rootDir, 'static', socialCard.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([socialCard.width, socialCard.height]);
    const svg = readFileSync(join(rootDir, 'scripts', 'social-card.svg'), 'utf8');
    expect(svg).toContain(`width="${socialCard.width}" height="${socialCard.height}"`);
    expect(svg).toContain(`>${site.name}<`);
  });
});

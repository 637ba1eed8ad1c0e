import {describe, expect, it} from 'vitest';
import {releases} from '../../src/data/changelog';
import {site} from '../../src/site';

describe('the changelog', () => {
  it('ends at the documented version, newest first, with dates in order', () => {
    expect(releases[0].version).toBe(site.version);
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

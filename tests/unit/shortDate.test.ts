import {describe, expect, it} from 'vitest';
import {lastUpdatedDateOptions, shortUtcDate} from '../../src/lib/shortDate';

describe('the "Last updated" date (shortUtcDate)', () => {
  const dates = [1999, 2024, 2026, 2031].flatMap((year) =>
    Array.from({length: 12}, (_, month) => [1, 9, 28].map((day) => new Date(Date.UTC(year, month, day, 23, 59)))).flat(),
  );

  it('writes English dates as Intl.DateTimeFormat does with the theme\'s options, in UTC', () => {
    for (const locale of ['en', 'en-US']) {
      const intl = new Intl.DateTimeFormat(locale, lastUpdatedDateOptions);
      for (const date of dates) expect(shortUtcDate(date, locale)).toBe(intl.format(date));
    }
    expect(shortUtcDate(new Date('2026-11-25T08:05:11.000Z'), 'en')).toBe('Nov 25, 2026');
  });

  it('leaves other locales to Intl', () => {
    const date = new Date(Date.UTC(2026, 8, 3));
    expect(shortUtcDate(date, 'fr')).toBe(new Intl.DateTimeFormat('fr', lastUpdatedDateOptions).format(date));
  });
});

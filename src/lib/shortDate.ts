const englishShortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The options the theme formats a page's "Last updated" date with. */
export const lastUpdatedDateOptions: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};

/**
 * A date as `Intl.DateTimeFormat(locale, lastUpdatedDateOptions)` writes it ("Nov 26, 2026"). For English it is built
 * by hand: the browser's first `Intl.DateTimeFormat` costs tens of milliseconds of ICU set-up, which fell in the middle
 * of every doc page's hydration. Other locales still use Intl.
 */
export function shortUtcDate(date: Date, locale: string): string {
  if (locale === 'en' || locale === 'en-US') {
    return `${englishShortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(locale, lastUpdatedDateOptions).format(date);
}

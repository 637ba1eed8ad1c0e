/**
 * The languages of every multi-language code sample: the guides' tabs (`<Tabs groupId="language">`) and the request
 * samples of the REST reference share this group, so a language chosen on one page is the one shown on every other.
 * Client-safe: the REST pages import it to label their tabs.
 */
import {joinList} from '../lib/joinList';

export const languageTabsGroupId = 'language';

export type SampleLanguage = {
  /** The tab's value, the same as the guides' TabItem values. */
  value: string;
  label: string;
  /** Prism's name for the language. */
  highlight: string;
};

/** The eight languages of a REST operation's request sample, in tab order. */
export const sampleLanguages = [
  {value: 'curl', label: 'cURL', highlight: 'bash'},
  {value: 'js', label: 'JavaScript', highlight: 'javascript'},
  {value: 'python', label: 'Python', highlight: 'python'},
  {value: 'ruby', label: 'Ruby', highlight: 'ruby'},
  {value: 'csharp', label: 'C#', highlight: 'csharp'},
  {value: 'php', label: 'PHP', highlight: 'php'},
  {value: 'go', label: 'Go', highlight: 'go'},
  {value: 'java', label: 'Java', highlight: 'java'},
] as const satisfies readonly SampleLanguage[];

export type SampleLanguageValue = (typeof sampleLanguages)[number]['value'];

/** The six languages of the Build API guides' samples and their API client; Go and Java are REST-reference only. */
export const guideSampleLanguages: readonly SampleLanguageValue[] = ['curl', 'js', 'python', 'ruby', 'csharp', 'php'];

/** Labels of languages, in tab order, joined for a sentence: "cURL, JavaScript … and PHP". */
export const languageLabels = (values: readonly SampleLanguageValue[]): string =>
  joinList(sampleLanguages.filter(({value}) => values.includes(value)).map(({label}) => label));

/** A request sample as the REST pages show it: generated at build time (scripts/generate-rest-page-extras.ts). */
export type RequestSample = {language: SampleLanguageValue; code: string};

import {createRequire} from 'node:module';
import {load, type CheerioAPI} from 'cheerio';
import {html2text} from '@cmfcmf/docusaurus-search-local/lib/server/parse';

export type ParsedPage = ReturnType<typeof html2text>;
type Section = ParsedPage['sections'][number];

/**
 * The plugin indexes a section's title under the title field and also shows it as the result's section: the other
 * names a section is found by ride after this separator, and are cut from the shown title once the index is written
 * (`shownSectionTitle`). lunr splits words at whitespace, and the plugin's parser collapses a heading's whitespace to
 * single spaces, so a heading never holds a tab.
 */
const namesSeparator = '\t';

/** The title a result shows: the section's heading without the other names it is indexed under. */
export const shownSectionTitle = (title: string): string => title.split(namesSeparator)[0] ?? title;

/** The plugin's lunr (CommonJS), whose tokenizer and stemmer decide which words of two names are the same term. */
const lunr = createRequire(__filename)('@cmfcmf/docusaurus-search-local/lib/lunr.js') as {
  tokenizer: (text: string) => {toString(): string}[];
  stemmer: (token: {toString(): string; update(fn: (text: string) => string): unknown}) => {toString(): string};
  Token: new (text: string) => {toString(): string; update(fn: (text: string) => string): unknown};
};

const termOf = (word: string): string => lunr.stemmer(new lunr.Token(word.toLowerCase().replace(/^\W+|\W+$/g, ''))).toString();

/**
 * `heading` indexed with `names` as further title words. A word whose term the heading (or an earlier name) already has
 * is left out: repeating it would not make the section more relevant, and a longer title field weighs each word less.
 */
export function withNames(heading: string, names: string[]): string {
  const known = new Set(lunr.tokenizer(heading).map((token) => termOf(token.toString())));
  const extra = names
    .flatMap((name) => lunr.tokenizer(name).map((token) => token.toString()))
    .filter((word) => {
      const term = termOf(word);
      if (term === '' || known.has(term)) return false;
      known.add(term);
      return true;
    });
  return extra.length ? `${heading}${namesSeparator}${extra.join(' ')}` : heading;
}

/**
 * The pieces of a heading's qualified names: `UserErrorCode.ALREADY_INVITED` is also found as `ALREADY_INVITED`, and
 * `workflows.first●Int` as `first` (lunr splits words only at whitespace and hyphens).
 */
const namePieces = (heading: string): string[] => heading.split(/[^\p{L}\p{N}_\s-]+/u).filter((piece) => piece.trim().length > 0);

/** A slug's words: `create_tenant` is "create tenant", `onramp-api` is "onramp api". */
const slugWords = (slug: string): string => slug.replace(/[-_]+/g, ' ');

/**
 * What a reader may call the page besides its title: its sidebar label, its front matter keywords, and the last part of
 * its URL (an operation's id, such as `identify`, names a REST page).
 */
function pageNames($: CheerioAPI, url: string | undefined): string[] {
  const label = $('.theme-doc-sidebar-container a[aria-current="page"]').first().text().trim();
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',');
  const slug = slugWords(url?.split(/[?#]/)[0]?.split('/').at(-1) ?? '');
  return [label, ...keywords, slug].map((name) => name.trim()).filter((name) => name.length > 0);
}

/** The text of each element, one space between elements (table cells, a term's definitions). */
const textOf = ($: CheerioAPI, elements: ReturnType<CheerioAPI>): string =>
  elements
    .toArray()
    .map((element) => $(element).text())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Entries a page links to by anchor without giving them a heading: a table row with an id and a row header (a limit), a
 * definition term with an id on it or on its wrapper (a glossary entry). Each becomes a section of its own, named by its
 * term and its anchor ("token-lifetime"), and leaves the section around it, so its words count once.
 */
function takeAnchoredEntries($: CheerioAPI): Section[] {
  const entries: Section[] = [];
  $('article tr[id]').each((_index, row) => {
    const header = $(row).children('th[scope="row"]').first();
    if (!header.length) return;
    const id = $(row).attr('id')!;
    entries.push({title: textOf($, header), hash: `#${id}`, content: textOf($, $(row).children().not(header)), tags: []});
    $(row).remove();
  });
  $('article dt').each((_index, term) => {
    const entry = $(term).is('[id]') ? $(term) : $(term).parent('[id]');
    // A wrapper names one term; a whole list with an id is not an entry.
    if (!entry.length || entry.is('dl') || (!entry.is('dt') && entry.children('dt').length !== 1)) return;
    const id = entry.attr('id')!;
    const definition = entry.is('dt') ? $(term).nextUntil('dt', 'dd') : entry.children('dd');
    entries.push({title: textOf($, $(term)), hash: `#${id}`, content: textOf($, definition), tags: []});
    (entry.is('dt') ? definition.add(term) : entry).remove();
  });
  return entries.map((entry) => ({...entry, title: withNames(entry.title, [slugWords(entry.hash.slice(1))])}));
}

/**
 * The plugin's sections of a built page, found by more than their headings: the page's own section also by the page's
 * sidebar label, keywords and URL, and by its description (what search engines show of it); every section by the pieces
 * of qualified names in its heading; anchored entries (limits, glossary terms) as sections of their own.
 */
export function pageSections(html: string, type: string, url?: string): ParsedPage {
  if (type !== 'docs') return html2text(html, type, url);
  // htmlparser2 (cheerio's `xml` option with XML mode off) parses the built pages about a third faster than parse5.
  const $ = load(html, {xml: {xmlMode: false}});
  const names = pageNames($, url);
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const entries = takeAnchoredEntries($);
  const parsed = html2text(entries.length ? $.html() : html, type, url);
  // The page's own section is the one its title heads (text before the title, if any, comes first with no title).
  const top = parsed.sections.findIndex((section) => section.hash === '' && section.title === parsed.pageTitle);
  const sections = parsed.sections.map((section, index) => ({
    ...section,
    title: withNames(section.title, namePieces(section.title)),
    content: index === top && description ? `${description} ${section.content}` : section.content,
  }));
  // One more section of the page per other name, titled with the page's title and that name: each name weighs as much as
  // a short title would, where all of them in one title would make each weigh less (lunr's length normalisation).
  const title = parsed.sections[top]?.title;
  const aliases =
    title === undefined
      ? []
      : [...new Set(names.map((name) => withNames(title, [name])))]
          .filter((named) => named !== title)
          .map((named) => ({title: named, hash: '', content: '', tags: []}));
  return {...parsed, sections: [...sections, ...aliases, ...entries]};
}

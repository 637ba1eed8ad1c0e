import {describe, expect, it} from 'vitest';
import {loadIndex, searchIndexes, withWordHints, type LoadedIndex, type SearchOptions} from '../../src/lib/search/engine';
import {searchPluginOptions, searchRankingOptions} from '../../src/config/search';
import {fixtureIndex, lunr, type FixtureSection} from '../support/searchFixtures';

const siteOptions = searchRankingOptions(searchPluginOptions.lunr, searchPluginOptions.maxSearchResults);
/** The site's boosts and cap, every page weighed alike. */
const plainOptions: SearchOptions = {...siteOptions, synonyms: [], pageRanking: () => ({weight: 1, exactTitleCounts: true})};

const section = (sectionRoute: string, sectionTitle: string, content: string, pageTitle = sectionTitle, indexedTitle?: string): FixtureSection => ({
  pageTitle,
  sectionTitle,
  sectionRoute,
  content,
  indexedTitle,
});
/** Unrelated sections, so that the words of a test are rare in the fixture as they are on the site. */
const filler = Array.from({length: 30}, (_, i) => section(`/filler-${i}`, `Filler ${i}`, 'onboarding journey sign up account analytics report'));
const load = (sections: FixtureSection[]): LoadedIndex => loadIndex(lunr, fixtureIndex(sections).payload);
const routes = (indexes: LoadedIndex[], input: string, options = siteOptions) => searchIndexes(lunr, indexes, input, options).map((hit) => hit.document.sectionRoute);

describe('ranking by field', () => {
  it('ranks a title match above content that repeats the word, as the title boost says', () => {
    const indexes = [load([...filler, section('/content', 'Other', 'quotas quotas quotas quotas and more quotas'), section('/title', 'Quotas', 'What applies.')])];
    expect(routes(indexes, 'quotas', plainOptions)).toEqual(['/title', '/content']);
  });

  it('scores a section alike whichever index holds it, with one idf over all the indexes', () => {
    const token = section('/token', 'Token lifetime', 'A token lasts 15 minutes.');
    const together = searchIndexes(lunr, [load([...filler, token])], 'token lifetime', plainOptions)[0]!;
    const apart = searchIndexes(lunr, [load(filler), load([token])], 'token lifetime', plainOptions)[0]!;
    // Per index, lunr's idf of a word in one section of one would be a tenth of its idf among 31; only the average field
    // lengths, which lunr's stored weights keep per index, still differ a little.
    expect(apart.document.sectionRoute).toBe('/token');
    expect(apart.score / together.score).toBeCloseTo(1, 1);
  });

  it('finds a page by a word its title does not have but one of its other names does, once', () => {
    const indexes = [
      load([
        ...filler,
        section('/auth', 'Authenticate with API keys', 'Exchange a key for a token.'),
        section('/auth', 'Authenticate with API keys', '', 'Authenticate with API keys', 'Authenticate with API keys Authentication'),
        section('/other', 'Keys and tokens', 'Authentication is explained elsewhere.'),
      ]),
    ];
    expect(routes(indexes, 'authentication', plainOptions)).toEqual(['/auth', '/other']);
  });

  it('reads a section under its page title', () => {
    const indexes = [
      load([
        ...filler,
        section('/python', 'Quickstart: Python', 'A script in Python.'),
        section('/python#send', 'Send events', 'Post the events with urllib.', 'Quickstart: Python'),
        section('/node#send', 'Send events', 'Post the events with fetch.', 'Quickstart: Node.js'),
      ]),
    ];
    expect(routes(indexes, 'python send events', plainOptions)[0]).toMatch(/^\/python/);
    expect(routes(indexes, 'python send events', plainOptions).indexOf('/python#send')).toBeLessThan(routes(indexes, 'python send events', plainOptions).indexOf('/node#send'));
  });

  it('finds the site word for a reader word, below the reader word itself', () => {
    const indexes = [load([...filler, section('/limits', 'Limits', 'At most 50 blocks.'), section('/canvas', 'Maximum zoom', 'The canvas zooms to 400%.')])];
    const options = {...plainOptions, synonyms: [['limit', 'maximum']]};
    expect(routes(indexes, 'maximum', options)).toEqual(['/canvas', '/limits']);
    expect(routes(indexes, 'maximum', plainOptions)).toEqual(['/canvas']);
  });
});

describe('ranking by kind of page', () => {
  const indexes = [
    load([
      ...filler,
      section('/getting-started/self-serve/apis/publish', 'Publish workflows', 'Freeze tested drafts as versions with deployWorkflows.'),
      section('/graphql/workflow/queries/workflows', 'workflows', 'Lists the workflows of the environment.'),
      section('/graphql/workflow/mutations/create-workflow', 'createWorkflow', 'Creates a draft workflow.'),
      section('/getting-started/self-serve/start-here', 'Build your first workflow', 'Call createWorkflow from your backend, or draw it on the canvas.'),
      section('/gtm-leaders/integrate/intro#pql', 'Route PQLs to sales', 'A PQL is an account that reached the threshold.', 'Integrate as a GTM leader'),
      section('/glossary#pql', 'PQL', 'Product-qualified lead: an account whose usage suggests it will buy.', 'Glossary'),
    ]),
  ];

  it('puts guides above generated reference pages for a one-word topic', () => {
    expect(routes(indexes, 'workflows')[0]).toBe('/getting-started/self-serve/apis/publish');
  });

  it('finds the reference page of a name typed in code, or spelt out in words', () => {
    expect(routes(indexes, 'createWorkflow')[0]).toBe('/graphql/workflow/mutations/create-workflow');
    expect(routes(indexes, 'create workflow')[0]).toBe('/graphql/workflow/mutations/create-workflow');
  });

  it('puts the glossary below the page that owns the term', () => {
    const found = routes(indexes, 'PQL');
    expect(found.indexOf('/gtm-leaders/integrate/intro#pql')).toBeLessThan(found.indexOf('/glossary#pql'));
    expect(found).toContain('/glossary#pql');
  });
});

describe('where a page found by other names than its title opens', () => {
  const customization = 'Customize your workflows';
  const indexes = [
    load([
      ...filler,
      section('/customization', customization, 'Tailor the blocks, the branding of the hosted pages and a custom domain for them.'),
      section('/customization', customization, '', customization, `${customization} domain`),
      section('/customization#theme', 'Theme the hosted pages', 'Pick colours and a logo for the custom pages.', customization),
      section('/customization#domain', 'Serve hosted pages on your own domain', 'A custom domain keeps visitors on your hostname; add one per environment.', customization),
      section('/canvas', 'Work on the workflow canvas', 'Arrange blocks on the canvas and connect them.'),
      section('/canvas#zoom', 'Zoom the workflow canvas', 'The workflow canvas zooms to 400%.', 'Work on the workflow canvas'),
    ]),
  ];

  it('opens at the section whose heading names the words its title lacks, with the page top after it', () => {
    const found = routes(indexes, 'custom domains', plainOptions);
    expect(found[0]).toBe('/customization#domain');
    expect(found).toContain('/customization');
    expect(found).not.toContain('/customization#theme');
  });

  it('opens at the top of a page whose title has every word of the query', () => {
    expect(routes(indexes, 'workflow canvas', plainOptions)[0]).toBe('/canvas');
  });
});

describe('words the stemmer merges with another', () => {
  it('finds the publishable key before the pages about publishing, though both are stored as "publish"', () => {
    const indexes = [
      load([
        ...filler,
        section('/publish', 'Publish workflows', 'Publish the draft to freeze it as a version; publish again after each change.'),
        section('/keys', 'Choose a key', 'The publishable write key is safe in browser code; the secret key stays on servers.'),
      ]),
    ];
    expect(routes(indexes, 'publishable')[0]).toBe('/keys');
    expect(routes(indexes, 'publish')[0]).toBe('/publish');
  });

  it('adds the hint words only to plain input that lacks them', () => {
    const hints = {publishable: ['write', 'key']};
    expect(withWordHints('Publishable', hints)).toBe('Publishable write key');
    expect(withWordHints('publishable key', hints)).toBe('publishable key write');
    expect(withWordHints('+publishable', hints)).toBe('+publishable');
    expect(withWordHints('publish', hints)).toBe('publish');
  });
});

describe('host names the index keeps whole', () => {
  it('finds "linkedin.com" for "linkedin", a word the site never uses alone', () => {
    const indexes = [load([...filler, section('/sources', 'Sources', 'Sign-ups from linkedin.com doubled after the campaign.')])];
    expect(routes(indexes, 'linkedin')).toEqual(['/sources']);
  });

  it('does not complete a word the site uses into a host name', () => {
    const indexes = [load([...filler, section('/host', 'Host', 'Requests go to onramp.example.'), section('/word', 'Word', 'Onramp counts each onramp sign-up.')])];
    expect(routes(indexes, 'onramp')).toEqual(['/word']);
  });
});

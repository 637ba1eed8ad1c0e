import {describe, expect, it, vi} from 'vitest';
import {emptyIndex, loadIndex, searchIndexes, type LoadedIndex} from '../../src/lib/search/engine';
import {createIndexStore} from '../../src/lib/search/indexStore';
import {editDistance, highlightTerms, identifierVariants, looksLikeCode, parseQuery, planQuery, queryLimits, typoEditDistance} from '../../src/lib/search/query';
import {hitBreadcrumb, hitPageTitle, hitsFromIndex, mergeHits, pageRoute, titleKey} from '../../src/lib/search/results';
import {isOpenSearchShortcut, shortcutHint} from '../../src/lib/search/shortcuts';
import {pageTitleCategorySeparator, searchPageRanking, searchPluginOptions, sidebarSectionLabel} from '../../src/config/search';
import {fixtureIndex, fixtureSections, lunr} from '../support/searchFixtures';
import {hostileQueries} from '../support/hostileQueries';

const boosts = {title: 5, content: 1, tags: 3, sidebarParentCategories: 2};
const options = {boosts, maxResults: 8, synonyms: [], pageRanking: () => ({weight: 1, exactTitleCounts: true})};
const fixture = fixtureIndex(fixtureSections);
const fixtureLoaded: LoadedIndex[] = [loadIndex(lunr, fixture.payload)];
const routesFor = (input: string, indexes = fixtureLoaded): string[] => searchIndexes(lunr, indexes, input, options).map((hit) => hit.document.sectionRoute);

describe('search configuration (spec §9)', () => {
  it('uses the spec limits and weights', () => {
    expect(searchPluginOptions.maxSearchResults).toBe(8);
    expect(searchPluginOptions.lunr).toEqual({k1: 1.2, b: 0.75, titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2});
    expect(searchPluginOptions.indexDocSidebarParentCategories).toBe(0);
    expect(queryLimits.maxInputLength).toBe(512);
  });

  it('names the first breadcrumb after the navbar section or the GraphQL service', () => {
    expect(sidebarSectionLabel('build')).toBe('Build');
    expect(sidebarSectionLabel('api')).toBe('APIs');
    expect(sidebarSectionLabel('graphql-workflow')).toBe('Workflow GraphQL');
    expect(sidebarSectionLabel('devs')).toBeUndefined();
    expect(sidebarSectionLabel(undefined)).toBeUndefined();
  });

  it('weighs generated reference pages below guides for plain words, and fully for names in code', () => {
    const words = {kind: 'words', words: 1} as const;
    const code = {kind: 'code', words: 1} as const;
    for (const route of ['/public_apis/track', '/graphql/workflow/mutations/create-workflow', '/sdk/reference/sdk/classes/Onramp']) {
      expect(searchPageRanking(route, words).weight, route).toBeLessThan(1);
      expect(searchPageRanking(route, code).weight, route).toBe(1);
    }
    for (const route of ['/getting-started/intro', '/errors', '/limits']) expect(searchPageRanking(route, words).weight, route).toBe(1);
    // An error's page comes a little after the guide for plain words, and first for its code.
    expect(searchPageRanking('/errors/rate-limited', words).weight).toBeGreaterThan(searchPageRanking('/public_apis/track', words).weight);
    expect(searchPageRanking('/errors/rate-limited', code).weight).toBe(1);
    // The references' landing pages are between the two.
    for (const route of ['/graphql/workflow', '/public_apis/onramp-api', '/sdk/reference']) {
      expect(searchPageRanking(route, words).weight, route).toBeGreaterThan(searchPageRanking('/public_apis/track', words).weight);
      expect(searchPageRanking(route, words).weight, route).toBeLessThan(1);
    }
  });

  it('weighs the changelog and the glossary below the pages that own their facts', () => {
    for (const route of ['/changelog', '/glossary']) {
      for (const kind of ['words', 'code'] as const) expect(searchPageRanking(route, {kind, words: 1}).weight).toBeLessThan(searchPageRanking('/public_apis/track', {kind: 'code', words: 1}).weight);
    }
  });

  it('counts an exact title in code only for code or for several words that spell it out', () => {
    const route = '/graphql/workflow/queries/workflows';
    expect(searchPageRanking(route, {kind: 'words', words: 1}).exactTitleCounts).toBe(false);
    expect(searchPageRanking(route, {kind: 'words', words: 2}).exactTitleCounts).toBe(true);
    expect(searchPageRanking(route, {kind: 'code', words: 1}).exactTitleCounts).toBe(true);
    expect(searchPageRanking('/getting-started/self-serve/customize/waitlist', {kind: 'words', words: 1}).exactTitleCounts).toBe(true);
  });
});

describe('query parsing', () => {
  const fields = ['title', 'content', 'tags'];

  it('splits on whitespace and hyphens and keeps lunr syntax', () => {
    expect(parseQuery(lunr, 'sign-up flow', fields).map((term) => term.text)).toEqual(['sign', 'up', 'flow']);
    const [field, required, prohibited, fuzzy, boosted, wildcard] = parseQuery(lunr, 'title:waitlist +block -slack launch~1 plan^3 wait*', fields);
    expect(field).toMatchObject({text: 'waitlist', fields: ['title']});
    expect(required).toMatchObject({text: 'block', presence: 'required'});
    expect(prohibited).toMatchObject({text: 'slack', presence: 'prohibited'});
    expect(fuzzy).toMatchObject({text: 'launch', editDistance: 1});
    expect(boosted).toMatchObject({text: 'plan', boost: 3});
    expect(wildcard).toMatchObject({text: 'wait*', hasWildcard: true});
  });

  it('searches invalid syntax as plain words', () => {
    expect(parseQuery(lunr, 'title:', fields).map((term) => term.text)).toEqual(['title']);
    expect(parseQuery(lunr, 'waitlist~', fields).map((term) => term.text)).toEqual(['waitlist']);
    expect(parseQuery(lunr, 'nosuchfield:waitlist', fields).map((term) => term.text)).toEqual(['nosuchfield', 'waitlist']);
  });

  it('caps input at 512 characters and 12 terms', () => {
    const long = 'waitlist '.repeat(200);
    expect(parseQuery(lunr, long, fields)).toHaveLength(queryLimits.maxTerms);
    expect(identifierVariants('x'.repeat(600)).parts).toEqual([]);
  });

  it('sets typo tolerance by word length', () => {
    expect(typoEditDistance('sdk')).toBe(0);
    expect(typoEditDistance('flows')).toBe(1);
    expect(typoEditDistance('waitlsit')).toBe(2);
    expect(typoEditDistance('x'.repeat(40))).toBe(0);
    expect(editDistance('waitlsit', 'waitlist')).toBe(1);
    expect(editDistance('idenitfi', 'identifi')).toBe(1);
    expect(editDistance('notifc', 'notif')).toBe(1);
  });

  it('derives identifier forms from words, snake_case and camelCase', () => {
    const spaced = identifierVariants('Signed Up');
    expect(spaced.joined.map((form) => form.form)).toEqual(['signed_up', 'signedup', 'signed.up']);
    expect(identifierVariants('signed_up').parts.map((form) => form.form)).toEqual(['signed', 'up']);
    expect(identifierVariants('createWorkflow').parts.map((form) => form.form)).toEqual(['create', 'workflow']);
  });

  it('tells names in code from plain words', () => {
    for (const input of ['createWorkflow', 'ConfigType', 'token_expired', 'POST /token', '@auth directive', 'flush()', 'company.size']) {
      expect(looksLikeCode(input), input).toBe(true);
    }
    for (const input of ['workflows', 'identify traits size', 'Signed Up', 'PQL', '429 too many requests']) expect(looksLikeCode(input), input).toBe(false);
  });

  it('highlights the words of the query, not its syntax', () => {
    expect(highlightTerms(lunr, 'title:waitlist +block~1')).toEqual(['title', 'waitlist', 'block~1'].map((word) => word.replace(/~1$/, '')));
  });
});

describe('ranking on a fixture index', () => {
  it('finds misspelt words, below exact matches', () => {
    expect(routesFor('idenitfy')[0]).toBe('/analyze/identify');
    expect(routesFor('waitlsit')[0]).toBe('/build/waitlist');
    expect(routesFor('notifcation')[0]).toBe('/build/notification');
    const exact = searchIndexes(lunr, fixtureLoaded, 'waitlist', options)[0]!;
    const typo = searchIndexes(lunr, fixtureLoaded, 'waitlsit', options)[0]!;
    expect(typo.document.sectionRoute).toBe(exact.document.sectionRoute);
    expect(typo.score).toBeLessThan(exact.score);
  });

  it('finds identifiers in every form', () => {
    for (const input of ['signed_up', 'signed up', 'Signed Up']) expect(routesFor(input)[0]).toBe('/events/signed_up');
    for (const input of ['createWorkflow', 'create workflow', 'CreateWorkflow']) expect(routesFor(input)[0]).toBe('/graphql/workflow/mutations/create-workflow');
  });

  it('puts a section titled exactly what was typed first, in any case or spacing', () => {
    expect(titleKey('Signed Up')).toBe(titleKey('signed_up'));
    expect(titleKey('create workflow')).toBe(titleKey('createWorkflow'));
    const documents = new Map(
      ['Mentions the waitlist', 'Waitlist'].map((sectionTitle, i) => [
        String(i + 1),
        {id: i + 1, pageTitle: sectionTitle, sectionTitle, sectionRoute: `/page-${i + 1}`, type: 'docs' as const},
      ]),
    );
    const results = [
      {ref: '1', score: 1.5, tokens: new Set<string>(), coversQuery: true},
      {ref: '2', score: 1, tokens: new Set<string>(), coversQuery: true},
    ];
    const rank = (queryKey?: string) =>
      hitsFromIndex(results, documents, [], {maxResults: 8, pageRanking: () => ({weight: 1, exactTitleCounts: true}), queryKey}).map(
        (hit) => hit.document.sectionRoute,
      );
    expect(rank()).toEqual(['/page-1', '/page-2']);
    expect(rank(titleKey('WAITLIST'))).toEqual(['/page-2', '/page-1']);
  });

  it('honours field, presence, edit distance and wildcard syntax', () => {
    expect(routesFor('title:waitlist')).toEqual(['/build/waitlist']);
    expect(routesFor('waitlist -launch')).not.toContain('/build/waitlist');
    expect(routesFor('+notification +slack')).toEqual(['/build/notification']);
    expect(routesFor('waitlst~1')[0]).toBe('/build/waitlist');
    expect(routesFor('notif*')).toContain('/build/notification');
    expect(routesFor('+the waitlist')).toContain('/build/waitlist');
  });

  it('finds a page while its word is still being typed', () => {
    expect(routesFor('notif')[0]).toBe('/build/notification');
    expect(routesFor('wait')[0]).toBe('/build/waitlist');
  });

  it('returns at most 8 hits, at most two per page, best first', () => {
    const many = fixtureIndex(
      Array.from({length: 30}, (_, i) => ({
        pageTitle: `Page ${i % 10}`,
        sectionTitle: `Section ${i}`,
        sectionRoute: `/page-${i % 10}#s${i}`,
        content: 'waitlist block',
      })),
    );
    const hits = searchIndexes(lunr, [loadIndex(lunr, many.payload), fixtureLoaded[0]!], 'waitlist', options);
    expect(hits).toHaveLength(8);
    const perPage = new Map<string, number>();
    hits.forEach((hit) => perPage.set(pageRoute(hit.document), (perPage.get(pageRoute(hit.document)) ?? 0) + 1));
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });

  it('survives every hostile input without throwing or echoing markup into routes', () => {
    const queries = hostileQueries();
    expect(queries.length).toBeGreaterThanOrEqual(200);
    for (const input of queries) {
      const hits = searchIndexes(lunr, [...fixtureLoaded, emptyIndex], input, options);
      expect(hits.length).toBeLessThanOrEqual(8);
      hits.forEach((hit) => expect(fixture.documents).toContainEqual(hit.document));
      expect(() => planQuery(lunr, [fixture.index], input, fixture.index.fields)).not.toThrow();
    }
  });
});

describe('results', () => {
  const document = {id: 1, pageTitle: 'Customize > Waitlist', sectionTitle: 'Waitlist', sectionRoute: '/w', type: 'docs' as const};

  it('builds the breadcrumb from the navbar section, the categories and the page', () => {
    expect(hitBreadcrumb(document, 'Build', pageTitleCategorySeparator)).toEqual(['Build', 'Customize', 'Waitlist']);
    expect(hitBreadcrumb({...document, pageTitle: 'Developers > Configure'}, undefined, pageTitleCategorySeparator)).toEqual(['Developers', 'Configure']);
    expect(hitPageTitle(document, pageTitleCategorySeparator)).toBe('Waitlist');
  });

  it('merges indexes by score and caps the total', () => {
    const hit = (score: number) => ({document, score, terms: []});
    expect(mergeHits([[hit(1), hit(3)], [hit(2)]], 2).map((h) => h.score)).toEqual([3, 2]);
  });
});

describe('index store (spec §7, §8)', () => {
  const okResponse = (body: unknown) => new Response(JSON.stringify(body), {status: 200});

  it('fetches each tag once, and concurrent callers share the request', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchIndex = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const store = createIndexStore(lunr, '/', fetchIndex);
    const first = store.get('default');
    const second = store.get('default');
    expect(store.state('default')).toBe('loading');
    release(okResponse(fixture.payload));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(store.state('default')).toBe('ready');
    await store.get('default');
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/search-index-default.json');
    expect(a.documentsById.size).toBe(fixtureSections.length);
  });

  it.each([
    ['a 404', () => Promise.resolve(new Response('not found', {status: 404}))],
    ['a 500', () => Promise.resolve(new Response('oops', {status: 500}))],
    ['invalid JSON', () => Promise.resolve(new Response('{"documents": [', {status: 200}))],
    ['JSON that is not an index', () => Promise.resolve(okResponse({hello: 'world'}))],
    ['a corrupt lunr index', () => Promise.resolve(okResponse({documents: [], index: {version: '2.3.9', fields: 7}}))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into an empty index, silently', async (_, fetchIndex) => {
    const store = createIndexStore(lunr, '/', fetchIndex as typeof fetch);
    const index = await store.get('docs-default-current');
    expect(index).toBe(emptyIndex);
    expect(searchIndexes(lunr, [index], 'waitlist', options)).toEqual([]);
  });
});

describe('keyboard shortcuts', () => {
  const key = (key: string, modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...modifiers,
  });

  it('opens on Ctrl+K, ⌘K and /', () => {
    expect(isOpenSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isOpenSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isOpenSearchShortcut(key('/'))).toBe(true);
    expect(isOpenSearchShortcut(key('k'))).toBe(false);
    expect(isOpenSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isOpenSearchShortcut({...key('/'), isComposing: true})).toBe(false);
  });

  it('shows the hint of the platform', () => {
    expect(shortcutHint('MacIntel')).toBe('⌘ K');
    expect(shortcutHint('Linux x86_64')).toBe('Ctrl K');
  });
});

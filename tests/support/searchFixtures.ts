import {createRequire} from 'node:module';
import type {Lunr, LunrIndex} from '../../src/lib/search/lunr';
import type {SearchDocument} from '../../src/lib/search/results';

export const lunr = createRequire(import.meta.url)('@cmfcmf/docusaurus-search-local/lib/lunr.js') as Lunr & {
  (config: (this: LunrBuilder) => void): LunrIndex;
};

interface LunrBuilder {
  ref(field: string): void;
  field(field: string): void;
  add(document: Record<string, string>): void;
}

export interface FixtureSection extends Omit<SearchDocument, 'id' | 'type'> {
  content: string;
  /** What the title field holds, when more than the section title shown (a page's other names, as the build indexes them). */
  indexedTitle?: string;
}

/** A small index built exactly like the plugin builds one (fields title, content, tags; k1 1.2, b 0.75). */
export function fixtureIndex(sections: FixtureSection[]): {index: LunrIndex; documents: SearchDocument[]; payload: unknown} {
  const documents = sections.map(({pageTitle, sectionTitle, sectionRoute}, i) => ({id: i + 1, pageTitle, sectionTitle, sectionRoute, type: 'docs' as const}));
  const index = lunr(function () {
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    sections.forEach((section, i) => this.add({id: String(i + 1), title: section.indexedTitle ?? section.sectionTitle, content: section.content, tags: ''}));
  });
  return {index, documents, payload: JSON.parse(JSON.stringify({documents, index}))};
}

export const fixtureSections: FixtureSection[] = [
  {
    pageTitle: 'Analyze > Identification > Identify users',
    sectionTitle: 'Identify users',
    sectionRoute: '/analyze/identify',
    content: 'Call identify after sign-in so events carry the user id and traits. Identification links anonymous activity.',
  },
  {
    pageTitle: 'Build > Customize > Waitlist',
    sectionTitle: 'Waitlist',
    sectionRoute: '/build/waitlist',
    content: 'The waitlist block holds new sign-ups until launch and records user_waitlisted.',
  },
  {
    pageTitle: 'Build > Customize > Notification',
    sectionTitle: 'Notification',
    sectionRoute: '/build/notification',
    content: 'The notification block posts a message to Slack or email when a workflow reaches it.',
  },
  {
    pageTitle: 'Events > Standard events > signed_up',
    sectionTitle: 'signed_up',
    sectionRoute: '/events/signed_up',
    content: 'signed_up fires once when a person creates their login. Send it from the server.',
  },
  {
    pageTitle: 'Events > Standard events > signed_up',
    sectionTitle: 'Properties',
    sectionRoute: '/events/signed_up#properties',
    content: 'method, plan and referrer describe how the person signed up.',
  },
  {
    pageTitle: 'Mutations > createWorkflow',
    sectionTitle: 'createWorkflow',
    sectionRoute: '/graphql/workflow/mutations/create-workflow',
    content: 'createWorkflow creates a draft workflow from a blueprint or from nodes and edges.',
  },
  {
    pageTitle: 'Getting started > Introduction',
    sectionTitle: 'Introduction',
    sectionRoute: '/intro',
    content: 'Onramp has two modules: Build for onboarding workflows and Analyze for product analytics. A waitlist is one of the Build blocks.',
  },
];

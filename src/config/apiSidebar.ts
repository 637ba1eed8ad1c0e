import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {restReference, restReferenceRoute} from './restApi';
import {errorRoute, errorsRoute, problemTypes} from './errorReference';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const guides = [
  {id: 'getting-started/apis-non-gen/apis-introduction', label: 'APIs introduction', route: '/getting-started/apis-non-gen/apis-introduction'},
  {
    id: 'getting-started/apis-non-gen/using-the-try-out-options',
    label: 'Using the try-out options',
    route: '/getting-started/apis-non-gen/using-the-try-out-options',
  },
] as const;

/** After the spec's entries: Build's GraphQL services, their overview and the in-browser explorer. */
const graphqlGuides = {
  overview: {id: 'getting-started/apis-non-gen/self-serve-apis-intro', label: 'GraphQL services', route: '/getting-started/apis-non-gen/self-serve-apis-intro'},
  explorer: {id: 'getting-started/apis-non-gen/self-serve-apis-try-out', label: 'GraphQL explorer', route: '/getting-started/apis-non-gen/self-serve-apis-try-out'},
} as const;
const graphqlServiceLinks = [
  {href: '/graphql/onboarding', label: 'Onboarding service'},
  {href: '/graphql/workflow', label: 'Workflow service'},
  {href: '/graphql/invitation', label: 'Invitation service'},
] as const;

const analyzeCategory = {
  label: 'Analyze',
  route: '/category/analyze',
  description:
    'The REST endpoints that feed Onramp Analyze: exchange a key for an access token, then send track, identify and group calls.',
};

/**
 * The `api` sidebar spans two docs plugin instances (hand-written guides in the default one, the generated reference in
 * `api`). Each instance gets the same sidebar: its own pages as doc items, the other instance's pages as links.
 */
export function apiSidebar(owner: 'guides' | 'reference'): SidebarItems {
  const guideItems: SidebarItems = guides.map(({id, label, route}) =>
    owner === 'guides' ? {type: 'doc', id, label} : {type: 'link', href: route, label},
  );
  const referenceItems: SidebarItems = restReference.pages.map((page) => {
    const className = page.method ? `api-method ${page.method}` : undefined;
    return owner === 'reference'
      ? {type: 'doc', id: page.id, label: page.label, className}
      : {type: 'link', href: restReferenceRoute(page.id), label: page.label, className};
  });
  return [
    ...guideItems,
    {
      type: 'category',
      label: analyzeCategory.label,
      collapsed: false,
      ...(owner === 'guides'
        ? {link: {type: 'generated-index', slug: analyzeCategory.route, title: 'Analyze APIs', description: analyzeCategory.description}}
        : {customProps: {href: analyzeCategory.route}}),
      items: referenceItems,
    },
    {
      type: 'category',
      label: 'GraphQL',
      collapsed: false,
      ...(owner === 'guides' ? {link: {type: 'doc', id: graphqlGuides.overview.id}} : {customProps: {href: graphqlGuides.overview.route}}),
      items: [
        ...graphqlServiceLinks.map(({href, label}): SidebarItems[number] => ({type: 'link', href, label})),
        owner === 'guides'
          ? {type: 'doc', id: graphqlGuides.explorer.id, label: graphqlGuides.explorer.label}
          : {type: 'link', href: graphqlGuides.explorer.route, label: graphqlGuides.explorer.label},
      ],
    },
    // After the spec's entries: the error reference generated from the OpenAPI document (scripts/generate-error-reference.ts).
    {
      type: 'category',
      label: 'Errors',
      ...(owner === 'guides' ? {link: {type: 'doc', id: 'errors/index'}} : {customProps: {href: errorsRoute}}),
      items: problemTypes.map(({slug, status, code}): SidebarItems[number] =>
        owner === 'guides' ? {type: 'doc', id: `errors/${slug}`, label: `${status} ${code}`} : {type: 'link', href: errorRoute(slug), label: `${status} ${code}`},
      ),
    },
    ...[
      {id: 'reference/limits', href: '/limits', label: 'Limits and quotas'},
      {id: 'reference/versioning', href: '/versioning', label: 'Versioning and deprecations'},
      {id: 'changelog/index', href: '/changelog', label: 'Changelog'},
    ].map(({id, href, label}): SidebarItems[number] => (owner === 'guides' ? {type: 'doc', id, label} : {type: 'link', href, label})),
  ];
}

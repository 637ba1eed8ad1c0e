/** Product identity and site constants: the one place every product name, route segment and URL comes from. */
export const site = {
  name: 'Onramp',
  slug: 'onramp',
  tagline: 'Self-serve onboarding workflows and product analytics, documented for the people who ship them.',
  version: '2.4.3',
  copyrightYear: 2024,
  locale: 'en',
  url: 'https://docs.onramp.example',
  baseUrl: '/',
  repositoryUrl: 'https://git.onramp.example/onramp/docs',
  communityUrl: 'https://community.onramp.example',
  appUrl: 'https://app.onramp.example',
  apiHost: 'https://api.onramp.example',
  mockServerUrl: 'http://127.0.0.1:4010',
} as const;

export type Site = typeof site;

/** The OpenGraph and Twitter card image of every page, rendered from scripts/social-card.svg into static/. */
export const socialCard = {
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  alt: `${site.name} Docs: self-serve onboarding workflows and product analytics`,
} as const;

/** Routes whose path contains the product slug are derived here, never typed by hand. */
export const productRoutes = {
  onboarding: `/getting-started/onboarding_to_${site.slug}`,
  restApiInfo: `/public_apis/${site.slug}-api`,
  legacyRestApiInfo: `/integrate/public_apis/${site.slug}-api`,
} as const;

/** Values that `{{product.*}}` tokens in Markdown front matter resolve to. */
export const frontMatterTokens: Readonly<Record<string, string>> = {
  'product.name': site.name,
  'product.slug': site.slug,
  'site.version': site.version,
};

/** Spec §9: a part that loads on demand shows its spinner once loading has taken this long, and never times out. */
export const loadingIndicatorDelayMs = 200;

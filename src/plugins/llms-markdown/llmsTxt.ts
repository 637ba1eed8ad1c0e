export type TwinPage = {route: string; title: string; description: string; markdown: string};

/** The sections of llms.txt, in reading order; the first whose test matches a route takes the page. */
export const llmsSections: readonly {title: string; matches: (route: string) => boolean}[] = [
  {title: 'SDK', matches: (route) => route.startsWith('/sdk/')},
  {title: 'Build', matches: (route) => route.startsWith('/getting-started/self-serve')},
  {title: 'Analyze', matches: (route) => route.startsWith('/getting-started/analyze')},
  {title: 'APIs', matches: (route) => route.startsWith('/getting-started/apis-non-gen') || route.startsWith('/public_apis') || route === '/category/analyze'},
  {title: 'GraphQL', matches: (route) => route.startsWith('/graphql/')},
  {title: 'Guides by role', matches: (route) => /^\/(devs|pms|gtm-leaders)\//.test(route) || route.startsWith('/category/')},
  {title: 'Getting Started', matches: () => true},
];

const sectionOf = (route: string) => llmsSections.find((section) => section.matches(route))?.title ?? 'Getting Started';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** llms.txt per llmstxt.org: title, summary, then every page by section with its Markdown URL and one-line description. */
export function llmsTxt(site: {title: string; summary: string; url: string}, pages: readonly TwinPage[]): string {
  const order = ['Getting Started', 'Build', 'Analyze', 'APIs', 'GraphQL', 'SDK', 'Guides by role'];
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    'Every page below is also available as Markdown: add `.md` to its URL. The whole documentation in one file is at',
    `${site.url}/llms-full.txt.`,
    '',
  );
  for (const section of order) {
    const inSection = pages.filter((page) => sectionOf(page.route) === section);
    if (!inSection.length) continue;
    lines.push(`## ${section}`, '');
    for (const page of inSection) {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${oneLine(page.title)}](${site.url}${page.route}.md)${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** llms-full.txt: the title and summary, then every page's Markdown, each introduced by its URL. */
export function llmsFullTxt(site: {title: string; summary: string; url: string}, pages: readonly TwinPage[]): string {
  const parts = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`];
  for (const page of pages) {
    parts.push('', '---', '', `Source: ${site.url}${page.route}`, '', page.markdown.trim());
  }
  return `${parts.join('\n')}\n`;
}

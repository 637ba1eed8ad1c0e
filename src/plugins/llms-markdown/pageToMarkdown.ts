import {STATUS_CODES} from 'node:http';
import {load, type CheerioAPI} from 'cheerio';
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';

/** The page's doc article: the conversions below touch nothing outside it. */
type Article = ReturnType<CheerioAPI>;

export type MarkdownPage = {title: string; description: string; markdown: string};

/** Site chrome and interactive bits that mean nothing in a Markdown copy. */
const noise = [
  '.hash-link',
  'button',
  'svg',
  'nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-edit-this-page',
  '[class*="copyPage"]',
  'script',
  'style',
].join(', ');

/** Code blocks become plain `<pre><code class="language-x">` so Turndown fences them with their language. */
function plainCodeBlocks($: CheerioAPI, article: Article): void {
  article.find('.theme-code-block, div[class*="codeBlockContainer"]').each((_index, element) => {
    const block = $(element);
    const language = /language-([\w-]+)/.exec(`${block.attr('class') ?? ''} ${block.find('pre, code').attr('class') ?? ''}`)?.[1] ?? 'text';
    const code = block.find('code').first();
    code.find('br').replaceWith('\n');
    const lines = code.find('.token-line');
    const text = lines.length
      ? lines
          .map((_line, line) => $(line).text().replace(/\n$/, ''))
          .get()
          .join('\n')
      : code.text();
    const pre = $('<pre></pre>');
    pre.append($('<code></code>').attr('class', `language-${language}`).text(text.replace(/\n+$/, '')));
    block.replaceWith(pre);
  });
}

/** Definition lists (fact panels) become `- **Term:** value` lines. */
function flattenDefinitionLists($: CheerioAPI, article: Article): void {
  article.find('dl').each((_index, element) => {
    const list = $('<ul></ul>');
    $(element)
      .find('dt')
      .each((_term, term) => {
        const value = $(term).nextAll('dd').first();
        list.append($('<li></li>').append($('<strong></strong>').text(`${$(term).text().trim()}:`)).append(' ').append(value.html() ?? ''));
      });
    $(element).replaceWith(list);
  });
}

/** Site-relative links become absolute, so a copied page still points at the docs. */
function absoluteLinks($: CheerioAPI, article: Article, siteUrl: string): void {
  article.find('a[href^="/"]').each((_index, element) => {
    $(element).attr('href', `${siteUrl}${$(element).attr('href')}`);
  });
}

/** A response tab of the REST reference is labelled with its HTTP status code. */
const statusCodeLabel = /^[1-5]\d\d$/;

/** A tab's heading: a status code keeps its reason phrase ("202 Accepted") and a level above the tabs nested in it. */
function tabHeading($: CheerioAPI, label: string): ReturnType<CheerioAPI> {
  if (statusCodeLabel.test(label)) return $('<h3></h3>').text(`${label} ${STATUS_CODES[label] ?? ''}`.trim());
  return $('<h4></h4>').text(label);
}

/**
 * Tabs become one heading per tab before its panel, so every language's sample and every response of a REST operation
 * (its status code, then its description) survives. A tab names its panel with aria-controls; tabs without it pair with
 * their container's panels in order.
 */
function flattenTabs($: CheerioAPI, article: Article): void {
  const panels = article.find('[role="tabpanel"]');
  article.find('[role="tablist"]').each((_index, list) => {
    const container = $(list).closest('.tabs-container');
    const ownPanels = container.find('[role="tabpanel"]').filter((_panel, panel) => $(panel).closest('.tabs-container').is(container));
    $(list)
      .find('[role="tab"]')
      .each((position, tab) => {
        const id = $(tab).attr('aria-controls');
        const byId = id === undefined ? undefined : panels.filter((_panel, panel) => $(panel).attr('id') === id).first();
        const panel = byId?.length ? byId : ownPanels.eq(position);
        const label = $(tab).text().trim() || `Option ${position + 1}`;
        if (panel.length) panel.before(tabHeading($, label));
      });
    $(list).remove();
  });
}

function turndown(): TurndownService {
  const service = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_'});
  service.use(gfm);
  service.addRule('fencedWithLanguage', {
    filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE',
    replacement: (_content, node) => {
      const code = node.firstChild as HTMLElement;
      const language = /language-([\w-]+)/.exec(code.getAttribute('class') ?? '')?.[1] ?? '';
      const text = code.textContent ?? '';
      const fence = text.includes('```') ? '````' : '```';
      return `\n\n${fence}${language}\n${text}\n${fence}\n\n`;
    },
  });
  return service;
}

/** The Markdown twin of a built doc page, or undefined for pages that have no doc article (home, 404, redirects). */
export function pageToMarkdown(html: string, siteUrl = ''): MarkdownPage | undefined {
  // htmlparser2 (cheerio's `xml` option with XML mode off) parses the built pages about a third faster than parse5.
  const $ = load(html, {xml: {xmlMode: false}});
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) {
    return undefined;
  }
  const title = $('meta[property="og:title"]').attr('content')?.replace(/ \| .*$/, '') ?? article.find('h1').first().text().trim();
  const description = $('meta[name="description"]').attr('content') ?? '';
  article.find(noise).remove();
  plainCodeBlocks($, article);
  flattenTabs($, article);
  flattenDefinitionLists($, article);
  absoluteLinks($, article, siteUrl);
  const markdown = turndown()
    .turndown(article.html() ?? '')
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const withTitle = /^# /.test(markdown) ? markdown : `# ${title}\n\n${markdown}`;
  return {title, description, markdown: `${withTitle}\n`};
}

import {describe, expect, it} from 'vitest';
import {pageToMarkdown} from '../../src/plugins/llms-markdown/pageToMarkdown';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/llms-markdown/llmsTxt';
import {markdownTwinPath} from '../../src/components/CopyPage/markdownTwin';

const page = (article: string) => `<html><head><meta property="og:title" content="Track events | Onramp Docs">
<meta name="description" content="How to send track calls."></head><body><nav>Menu</nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Track events</h1></header>${article}</div></article></body></html>`;

describe('pageToMarkdown', () => {
  it('keeps headings, prose, tables and site links (made absolute), and drops chrome', () => {
    const result = pageToMarkdown(
      page('<h2 id="a">Send it<a class="hash-link" href="#a">#</a></h2><p>See <a href="/sdk/introduction">the SDK</a>.</p><table><thead><tr><th>Field</th></tr></thead><tbody><tr><td>event</td></tr></tbody></table><button>Copy</button>'),
      'https://docs.onramp.example',
    );
    expect(result?.title).toBe('Track events');
    expect(result?.description).toBe('How to send track calls.');
    expect(result?.markdown).toContain('# Track events');
    expect(result?.markdown).toContain('## Send it');
    expect(result?.markdown).toContain('[the SDK](https://docs.onramp.example/sdk/introduction)');
    expect(result?.markdown).toMatch(/\| Field \|\n\| --- \|\n\| event \|/);
    expect(result?.markdown).not.toMatch(/Copy|Menu|hash-link/);
  });

  it('turns highlighted code blocks into fenced blocks with their language and line breaks', () => {
    const code = '<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code><span class="token-line">curl -X POST \\</span><br><span class="token-line">  https://api.onramp.example/v1/track</span></code></pre><button>Copy</button></div>';
    expect(pageToMarkdown(page(code))?.markdown).toContain('```bash\ncurl -X POST \\\n  https://api.onramp.example/v1/track\n```');
  });

  it('flattens tabs into one heading per tab, keeping every panel', () => {
    const tabs =
      '<div class="tabs-container"><ul role="tablist"><li role="tab">cURL</li><li role="tab">Python</li></ul><div><div role="tabpanel"><p>first</p></div><div role="tabpanel" hidden><p>second</p></div></div></div>';
    const markdown = pageToMarkdown(page(tabs))?.markdown ?? '';
    expect(markdown).toMatch(/#### cURL\n\nfirst\n\n#### Python\n\nsecond/);
  });

  it("keeps each response of a REST operation as a heading with its status code, then its description and nested tabs", () => {
    const responses =
      '<h2 id="responses">Responses</h2><ul role="tablist"><li role="tab" aria-controls="r-202">202</li><li role="tab" aria-controls="r-429">429</li></ul>' +
      '<div><div role="tabpanel" id="r-202"><p>Queued.</p><ul role="tablist"><li role="tab" aria-controls="m-json">application/json</li></ul>' +
      '<div role="tabpanel" id="m-json"><p>A body.</p></div></div><div role="tabpanel" id="r-429" hidden><p>Over the budget.</p></div></div>';
    expect(pageToMarkdown(page(responses))?.markdown).toMatch(/## Responses\n\n### 202 Accepted\n\nQueued\.\n\n#### application\/json\n\nA body\.\n\n### 429 Too Many Requests\n\nOver the budget\./);
  });

  it('turns fact panels (definition lists) into a list', () => {
    expect(pageToMarkdown(page('<dl><div><dt>Category</dt><dd>User event</dd></div></dl>'))?.markdown).toMatch(/- +\*\*Category:\*\* User event/);
  });

  it('returns nothing for a page without a doc article', () => {
    expect(pageToMarkdown('<html><body><main><h1>Home</h1></main></body></html>')).toBeUndefined();
  });
});

describe('llms.txt', () => {
  const site = {title: 'Onramp Docs', summary: 'Docs for Onramp.', url: 'https://docs.onramp.example'};
  const pages = [
    {route: '/getting-started/intro', title: 'Introduction', description: 'Start here.', markdown: '# Introduction\n'},
    {route: '/graphql/workflow', title: 'Workflow service', description: 'Workflows.', markdown: '# Workflow service\n'},
  ];

  it('follows the llmstxt.org shape: title, summary, sections of linked Markdown pages', () => {
    const text = llmsTxt(site, pages);
    expect(text).toMatch(/^# Onramp Docs\n\n> Docs for Onramp\.\n/);
    expect(text).toContain('## Getting Started\n\n- [Introduction](https://docs.onramp.example/getting-started/intro.md): Start here.');
    expect(text).toContain('## GraphQL\n\n- [Workflow service](https://docs.onramp.example/graphql/workflow.md): Workflows.');
  });

  it('puts every page in llms-full.txt with its source URL', () => {
    const text = llmsFullTxt(site, pages);
    expect(text).toContain('Source: https://docs.onramp.example/graphql/workflow\n\n# Workflow service');
  });

  it('twins live at the page URL plus .md', () => {
    expect(markdownTwinPath('/getting-started/intro')).toBe('/getting-started/intro.md');
    expect(markdownTwinPath('/getting-started/self-serve/')).toBe('/getting-started/self-serve.md');
  });
});

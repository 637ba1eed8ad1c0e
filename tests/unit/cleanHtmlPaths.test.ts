import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import cleanHtmlPathsPlugin, {cleanHtmlPathScript} from '../../src/plugins/clean-html-paths';
import {routeManifest} from '../../src/config/routes';

/** The address a page opened at `url` shows once the inlined script has run. */
function addressAfterScript(url: string): string {
  const location = new URL(url);
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => {
      const next = new URL(to, location);
      location.pathname = next.pathname;
      location.search = next.search;
      location.hash = next.hash;
    },
  };
  runInNewContext(cleanHtmlPathScript, {location, history});
  return location.href;
}

describe('clean-html-paths', () => {
  it('turns a page file name into its clean path, keeping the query and the hash', () => {
    expect(addressAfterScript('https://docs.example/getting-started/intro.html')).toBe('https://docs.example/getting-started/intro');
    expect(addressAfterScript('https://docs.example/limits.html?from=mail#batch-size')).toBe('https://docs.example/limits?from=mail#batch-size');
    expect(addressAfterScript('https://docs.example/index.html')).toBe('https://docs.example/');
    expect(addressAfterScript('https://docs.example/errors/index.html')).toBe('https://docs.example/errors');
  });

  it('leaves clean paths and other files alone', () => {
    for (const url of ['https://docs.example/', 'https://docs.example/getting-started/intro', 'https://docs.example/llms.txt', 'https://docs.example/a.htm']) {
      expect(addressAfterScript(url)).toBe(url);
    }
  });

  it('has no route of its own to keep: no page of the site ends in .html', () => {
    expect(routeManifest.filter((route) => route.endsWith('.html'))).toEqual([]);
  });

  it('inlines the script in every head', () => {
    const tags = cleanHtmlPathsPlugin().injectHtmlTags?.({content: undefined}) as {headTags: {innerHTML: string}[]};
    expect(tags.headTags).toEqual([{tagName: 'script', innerHTML: cleanHtmlPathScript}]);
  });
});

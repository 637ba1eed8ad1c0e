import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideSampleLanguages, languageTabsGroupId} from '../../src/config/sampleLanguages';
import {readHandWrittenDocs, rootDir} from '../support/docs';

/** The TabItem values of each `<Tabs groupId="language">` group of a page's text, in order. */
function languageTabGroups(text: string): string[][] {
  const groups = text.split(`<Tabs groupId="${languageTabsGroupId}">`).slice(1);
  return groups.map((group) => [...group.split('</Tabs>')[0].matchAll(/<TabItem value="([^"]+)"/g)].map(([, value]) => value));
}

describe('language tabs of the Build API guides, as the try-out page lists them', () => {
  const guides = readHandWrittenDocs().filter((doc) => doc.file.startsWith('docs/getting-started/self-serve/apis/'));

  it('every sample of every guide comes in each guide language, in tab order', () => {
    const groups = guides.flatMap(({file, body}) => languageTabGroups(body).map((values) => ({file, values})));
    expect(groups.length).toBeGreaterThan(10);
    for (const {file, values} of groups) expect(values, file).toEqual(guideSampleLanguages);
  });

  it('the shared API client comes in each of them but cURL', () => {
    expect(languageTabGroups(readFileSync(join(rootDir, 'docs/_api-client.mdx'), 'utf8'))).toEqual([guideSampleLanguages.filter((value) => value !== 'curl')]);
  });
});

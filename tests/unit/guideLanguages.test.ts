import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideSampleLanguages, languageTabsGroupId} from '../../src/config/sampleLanguages';
import {readHandWrittenDocs, rootDir} from '../support/docs';

/** The TabItem values of each `<Tabs groupId="language">` group of a page, in order. */
function languageTabGroups(file: string): string[][] {
  const groups = readFileSync(join(rootDir, file), 'utf8').split(`<Tabs groupId="${languageTabsGroupId}">`).slice(1);
  return groups.map((group) => [...group.split('</Tabs>')[0].matchAll(/<TabItem value="([^"]+)"/g)].map(([, value]) => value));
}

describe('language tabs of the Build API guides, as the try-out page lists them', () => {
  const guides = readHandWrittenDocs()
    .map((doc) => doc.file)
    .filter((file) => file.startsWith('docs/getting-started/self-serve/apis/'));

  it('every sample of every guide comes in each guide language, in tab order', () => {
    const groups = guides.flatMap((file) => languageTabGroups(file).map((values) => ({file, values})));
    expect(groups.length).toBeGreaterThan(10);
    for (const {file, values} of groups) expect(values, file).toEqual(guideSampleLanguages);
  });

  it('the shared API client comes in each of them but cURL', () => {
    expect(languageTabGroups('docs/_api-client.mdx')).toEqual([guideSampleLanguages.filter((value) => value !== 'curl')]);
  });
});

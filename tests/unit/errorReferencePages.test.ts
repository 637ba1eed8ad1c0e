import {describe, expect, it} from 'vitest';
import {problemTypes} from '../../src/config/errorReference';
import {errorReferencePages, textProblems} from '../../scripts/generate-error-reference';

describe('the error reference pages (generated from api/openapi.yaml)', () => {
  it('print every meaning, cause and fix as text, never "[object Object]"', () => {
    expect(problemTypes.flatMap((type) => textProblems(type).map((problem) => `${type.slug}: ${problem}`))).toEqual([]);
    const pages = errorReferencePages();
    expect(pages.size).toBe(problemTypes.length + 1);
    expect([...pages].filter(([, text]) => text.includes('[object Object]')).map(([name]) => name)).toEqual([]);
  });

  it('show a request ID in every example body, which readers are told to quote to support', () => {
    const withoutInstance = [...errorReferencePages()]
      .filter(([, text]) => text.includes('## Example response'))
      .filter(([, text]) => !/"instance": "\/v1\/requests\/req_\w+"/.test(text.split('## Example response')[1].split('## ')[0]))
      .map(([name]) => name);
    expect(withoutInstance).toEqual([]);
  });

  it('would report a list item that YAML read as a mapping', () => {
    const item = {'When the secret is written into the block itself, it is frozen into each version': 'the running version keeps the old secret.'};
    expect(textProblems({meaning: 'A meaning.', causes: [], fix: [item as unknown as string]})).toEqual(['fix[0] is not text (quote an item that contains ": ")']);
  });

  it('define malformed_request for every request that gets it, the HTTP trigger start\'s Idempotency-Key included', () => {
    const malformed = problemTypes.find((type) => type.code === 'malformed_request')!;
    expect(malformed.meaning).toMatch(/Idempotency-Key/);
  });
});

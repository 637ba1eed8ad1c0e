import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {postmanCollection} from '../../scripts/generate-downloads.mjs';
import {httpMethods, loadOpenApi, openApiPath, OpenApiSchemas} from '../support/openapi';

type PostmanItem = {item?: PostmanItem[]; request?: {method: string; url: {path: string[]}; body?: {raw?: string}}};
type Example = {value: unknown};

const requests = (items: PostmanItem[]): PostmanItem['request'][] => items.flatMap((item) => (item.item ? requests(item.item) : [item.request]));

describe('the Postman collection (downloads)', () => {
  const source = readFileSync(openApiPath, 'utf8');

  it('sends each operation with the first request example the OpenAPI document writes for it', async () => {
    const collection = (await postmanCollection(source)) as {item: PostmanItem[]};
    const document = loadOpenApi();
    const schemas = new OpenApiSchemas(document);
    const bodies = Object.fromEntries(requests(collection.item).map((request) => [`${request!.method} /${request!.url.path.join('/')}`, request!.body?.raw]));
    const expected = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => httpMethods.includes(method))
        .map(([method, operation]) => {
          const content = schemas.deref<{content: Record<string, {examples: Record<string, Example>}>}>(operation.requestBody).content;
          const first = Object.values(content['application/json'].examples)[0];
          return [`${method.toUpperCase()} ${path}`, schemas.deref<Example>(first as never).value] as const;
        }),
    );
    expect(expected.length).toBeGreaterThan(3);
    for (const [operation, example] of expected) {
      expect(JSON.parse(bodies[operation] ?? 'null'), operation).toEqual(example);
    }
  });

  it('is the same file on every build (its ids are made from their place, not at random)', async () => {
    expect(JSON.stringify(await postmanCollection(source))).toBe(JSON.stringify(await postmanCollection(source)));
  });
});

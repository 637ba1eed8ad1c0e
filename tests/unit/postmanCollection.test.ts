import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {postmanCollection} from '../../scripts/generate-downloads.mjs';
import {httpMethods, loadOpenApi, openApiPath, OpenApiSchemas} from '../support/openapi';
import {postmanOperation, postmanRequests, type PostmanItem} from '../support/postman';

type Example = {value: unknown};


describe('the Postman collection (downloads)', () => {
  const source = readFileSync(openApiPath, 'utf8');

  it('sends each operation with the first request example the OpenAPI document writes for it', async () => {
    const collection = (await postmanCollection(source)) as {item: PostmanItem[]};
    const document = loadOpenApi();
    const schemas = new OpenApiSchemas(document);
    const bodies = Object.fromEntries(postmanRequests(collection.item).map((request) => [postmanOperation(request), request.body?.raw]));
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

import {describe, expect, it} from 'vitest';
import {httpMethods, loadOpenApi, OpenApiSchemas} from '../support/openapi';
import {site} from '../../src/site';
import {restReference} from '../../src/config/restApi';
import {restServers} from '../../src/data/shellVariables';

const document = loadOpenApi();
const schemas = new OpenApiSchemas(document);

type Media = {schema?: unknown; example?: unknown; examples?: Record<string, unknown>};
type Example = {summary?: string; value?: unknown};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => httpMethods.includes(method))
    .map(([method, operation]) => ({path, method, operation: operation as Record<string, unknown>})),
);

/** Every example of a media type object, with where it is, for readable failures. */
function mediaExamples(where: string, media: Media): {where: string; schema: unknown; value: unknown; summary?: string}[] {
  const named = Object.entries(media.examples ?? {}).map(([name, example]) => {
    const resolved = schemas.deref<Example>(example as never);
    return {where: `${where} examples.${name}`, schema: media.schema, value: resolved.value, summary: resolved.summary};
  });
  const single = media.example === undefined ? [] : [{where: `${where} example`, schema: media.schema, value: media.example}];
  return [...named, ...single];
}

const bodies = operations.flatMap(({path, method, operation}) => {
  const requestBody = schemas.deref<{content?: Record<string, Media>}>(operation.requestBody as never);
  const requests = Object.entries(requestBody?.content ?? {}).map(([type, media]) => ({where: `${method.toUpperCase()} ${path} request ${type}`, media}));
  const responses = Object.entries((operation.responses ?? {}) as Record<string, unknown>).flatMap(([status, response]) => {
    const resolved = schemas.deref<{content?: Record<string, Media>}>(response as never);
    return Object.entries(resolved.content ?? {}).map(([type, media]) => ({where: `${method.toUpperCase()} ${path} ${status} ${type}`, media}));
  });
  return [...requests, ...responses];
});

describe('api/openapi.yaml', () => {
  it('gives the info page the slug derived from the product constant', () => {
    expect(restReference.pages[0].id).toBe(`${site.slug}-api`);
  });

  it('is OpenAPI 3.1 with the product name the reference pages are generated from', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe(`${site.name} API`);
    expect(document.info.version).toBe(site.version);
  });

  it('offers the Onramp API and the local mock server as servers, as src/data/shellVariables.ts lists them', () => {
    const servers = (document.servers as {url: string; description: string}[]).map(({url, description}) => ({url, description}));
    expect(servers).toEqual(restServers.map(({url, description}) => ({url, description})));
    expect(servers.map((server) => server.url)).toEqual([`${site.apiHost}/v1`, `${site.mockServerUrl}/v1`]);
  });

  it('names the real server after the API, not one environment, since the key decides the environment (review round 10, U4)', () => {
    for (const server of document.servers as {description: string}[]) expect(server.description).not.toMatch(/^production\b/i);
  });

  it('defines exactly the operations the reference pages are generated for', () => {
    const ids = operations.map(({operation}) => operation.operationId).sort();
    const pages = restReference.pages.filter((page) => page.method).map((page) => page.id).sort();
    expect(ids).toEqual(pages);
  });

  it('gives every request body and every response at least one example', () => {
    const missing = bodies.filter(({media}) => mediaExamples('', media).length === 0).map(({where}) => where);
    expect(missing).toEqual([]);
  });

  it('has examples that validate against their schemas', () => {
    const examples = bodies.flatMap(({where, media}) => mediaExamples(where, media));
    expect(examples.length).toBeGreaterThan(40);
    const failures = examples.flatMap(({where, schema, value}) => {
      const error = schemas.validate(schema as never, value);
      return error ? [`${where}: ${error}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('answers errors as problem+json with a code that matches the status', () => {
    const codes: Record<string, string[]> = {
      400: ['malformed_request'],
      401: ['invalid_api_key', 'token_expired'],
      403: ['insufficient_scope', 'environment_mismatch'],
      413: ['payload_too_large'],
      422: ['validation_failed'],
      429: ['rate_limited'],
      500: ['server_error'],
      503: ['service_unavailable'],
    };
    const failures = bodies
      .filter(({where}) => / [45]\d\d /.test(where))
      .flatMap(({where, media}) => {
        const status = where.match(/ ([45]\d\d) /)?.[1] ?? '';
        if (!where.endsWith('application/problem+json')) {
          return [`${where}: errors must be application/problem+json`];
        }
        return mediaExamples(where, media).flatMap(({value}) => {
          const problem = value as {status?: number; code?: string; type?: string};
          const problems: string[] = [];
          if (problem.status !== Number(status)) problems.push(`${where}: status ${problem.status}`);
          if (!codes[status]?.includes(problem.code ?? '')) problems.push(`${where}: code ${problem.code}`);
          if (problem.type !== `https://docs.onramp.example/errors/${String(problem.code).replace(/_/g, '-')}`) problems.push(`${where}: type ${problem.type}`);
          return problems;
        });
      });
    expect(failures).toEqual([]);
  });

  it('sends rate-limit headers on every response and Retry-After on 429 and 503', () => {
    const failures = operations.flatMap(({path, method, operation}) =>
      Object.entries((operation.responses ?? {}) as Record<string, unknown>).flatMap(([status, response]) => {
        const headers = Object.keys(schemas.deref<{headers?: object}>(response as never).headers ?? {});
        const required = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', ...(['429', '503'].includes(status) ? ['Retry-After'] : [])];
        return required.filter((name) => !headers.includes(name)).map((name) => `${method} ${path} ${status}: no ${name}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('rejects a track call without an event or without any user id', () => {
    const track = schemas.requestSchema('post', '/track');
    expect(schemas.validate(track, {userId: 'usr_1', event: 'signed_up'})).toBeUndefined();
    expect(schemas.validate(track, {userId: 'usr_1'})).toMatch(/event/);
    expect(schemas.validate(track, {event: 'signed_up'})).toBeDefined();
  });
});

describe('error examples of every operation (review round 10, E1, E2 and U2)', () => {
  type Header = {example?: unknown; schema?: {examples?: unknown[]}};
  type Response = {headers?: Record<string, unknown>; content?: Record<string, Media>};
  const responses = operations.flatMap(({path, method, operation}) =>
    Object.entries((operation.responses ?? {}) as Record<string, unknown>).map(([status, response]) => ({
      where: `${method.toUpperCase()} ${path} ${status}`,
      path,
      response: schemas.deref<Response>(response as never),
    })),
  );
  const detailsOf = (response: Response): string[] =>
    Object.entries(response.content ?? {}).flatMap(([type, media]) =>
      mediaExamples(type, media).map(({value}) => String((value as {detail?: unknown} | undefined)?.detail ?? '')),
    );

  it('give, in a detail that names a wait, the seconds of the Retry-After example shown beside it', () => {
    const wrong = responses.flatMap(({where, response}) => {
      const header = response.headers?.['Retry-After'];
      if (!header) return [];
      const resolved = schemas.deref<Header>(header as never);
      const seconds = String(resolved.example ?? resolved.schema?.examples?.[0]);
      return detailsOf(response).flatMap((detail) =>
        [...detail.matchAll(/(\d+) seconds?/g)].filter((match) => match[1] !== seconds).map((match) => `${where}: "${detail}" says ${match[1]} s, Retry-After is ${seconds}`),
      );
    });
    expect(responses.some(({response}) => response.headers?.['Retry-After'])).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('do not speak of event ingestion on the token endpoint', () => {
    const wrong = responses.filter(({path}) => path === '/token').flatMap(({where, response}) => detailsOf(response).filter((detail) => /ingest|event/i.test(detail)).map((detail) => `${where}: ${detail}`));
    expect(wrong).toEqual([]);
  });

  it('do not say an ingestion request "targets" an environment: the token decides it, not the request', () => {
    const wrong = responses.flatMap(({where, response}) => detailsOf(response).filter((detail) => /request targets (production|the sandbox|sandbox)/i.test(detail)).map((detail) => `${where}: ${detail}`));
    expect(wrong).toEqual([]);
  });
});

import {existsSync, readFileSync} from 'node:fs';
import {STATUS_CODES} from 'node:http';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {restReference, restReferenceRoute} from '../../src/config/restApi';
import {routeManifest} from '../../src/config/routes';
import {rootDir} from '../support/docs';
import {buildDir} from '../support/sitemap';

describe('the built llms.txt and Markdown twins', () => {
  const docRoutes = routeManifest.filter((route) => route !== '/' && route !== '/markdown-page' && !route.startsWith('/category/'));

  it('llms.txt lists every doc route of the manifest', () => {
    const text = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
    const missing = docRoutes.filter((route) => !text.includes(`https://docs.onramp.example${route}.md)`));
    expect(missing).toEqual([]);
  });

  it('every doc route has a .md twin with its h1 and no MDX imports or JSX', () => {
    const problems = docRoutes.flatMap((route) => {
      const file = join(buildDir, `${route.slice(1)}.md`);
      if (!existsSync(file)) return [`${route}: no twin`];
      const text = readFileSync(file, 'utf8');
      const withoutCode = text.replace(/^(```+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      return [
        ...(/^# \S/.test(text) ? [] : [`${route}: no h1`]),
        ...(/^import\s/m.test(withoutCode) ? [`${route}: MDX import`] : []),
        ...(/<[A-Z][A-Za-z]*[\s/>]/.test(withoutCode) ? [`${route}: JSX`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('llms-full.txt holds the whole documentation', () => {
    const text = readFileSync(join(buildDir, 'llms-full.txt'), 'utf8');
    expect(text.length).toBeGreaterThan(500_000);
    expect(text).toContain('Source: https://docs.onramp.example/sdk/exception_handling');
  });
});

describe('the Markdown twins of REST operations', () => {
  type Response = {description?: string; $ref?: string};
  const spec = YAML.parse(readFileSync(join(rootDir, restReference.quotedSpecPath), 'utf8')) as {
    paths: Record<string, Record<string, {operationId?: string; responses?: Record<string, Response>}>>;
    components: {responses: Record<string, Response>};
  };
  const resolve = (response: Response): Response => (response.$ref ? spec.components.responses[response.$ref.split('/').at(-1)!]! : response);
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item).filter((operation) => operation.operationId && operation.responses));
  /** Markdown as prose: no emphasis, code marks or escapes, one space between words. */
  const plain = (text: string) => text.replace(/[`*_\\]/g, '').replace(/\s+/g, ' ').trim();

  it('keep each response as a heading with its status code, followed by its description', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
    const problems = operations.flatMap(({operationId, responses}) => {
      const twin = readFileSync(join(buildDir, `${restReferenceRoute(operationId!).slice(1)}.md`), 'utf8');
      return Object.entries(responses!).flatMap(([status, response]) => {
        const heading = `### ${status} ${STATUS_CODES[status]}`;
        const at = twin.indexOf(`\n${heading}\n`);
        if (at === -1) return [`${operationId}: no "${heading}"`];
        const body = plain(twin.slice(at + heading.length + 2).split(/\n#{1,3} /)[0]!);
        const description = plain(resolve(response).description ?? '');
        return body.startsWith(description) ? [] : [`${operationId} ${status}: "${body.slice(0, 80)}" does not start with the description`];
      });
    });
    expect(problems).toEqual([]);
  });
});

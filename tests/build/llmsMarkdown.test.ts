import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {routeManifest} from '../../src/config/routes';
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

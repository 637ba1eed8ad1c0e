import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {serverStandIns} from '../../src/config/leanBundle';

describe("the site's server stand-ins", () => {
  const [codeBlock, sections] = serverStandIns.standIns;
  const {modules: browserOnly, standIn: browserOnlyStandIn} = serverStandIns.browserOnly;

  it('give the server bundle static loaders, so server rendering never suspends on code blocks or REST schemas', () => {
    expect(readFileSync(codeBlock!.standIn, 'utf8')).toMatch(/^import \* as module from '@theme-original\/CodeBlock';$/m);
    expect(readFileSync(sections!.standIn, 'utf8')).toMatch(/^import \* as sections from '.\/openApiSections';$/m);
  });

  it('replace the loaders only, not their stand-ins or the modules they load', () => {
    expect(codeBlock!.request.test('@site/src/lib/codeBlockLoader')).toBe(true);
    expect(sections!.request.test('@site/src/lib/openApiSectionsLoader')).toBe(true);
    for (const {request, standIn} of serverStandIns.standIns) expect(request.test(standIn)).toBe(false);
    expect(codeBlock!.request.test('./codeBlockModule')).toBe(false);
    expect(sections!.request.test('@site/src/lib/openApiSections')).toBe(false);
  });

  it('leave the modules only the browser loads out of the server bundle, with a stand-in that fails rendering if imported', () => {
    expect(readFileSync(browserOnlyStandIn, 'utf8')).toMatch(/^throw new Error\(/m);
    const resolved = [
      require.resolve('mermaid'),
      `${process.cwd()}/src/components/GraphqlExplorer/Explorer.tsx`,
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/index.js'),
      `${process.cwd()}/src/components/SearchPanel/index.tsx`,
    ];
    for (const [index, path] of resolved.entries()) {
      expect(existsSync(path), path).toBe(true);
      expect(browserOnly[index]!.test(path), path).toBe(true);
    }
    expect(browserOnly[0]!.test('C:\\site\\node_modules\\mermaid\\dist\\mermaid.core.mjs')).toBe(true);
  });

  it('keep every module server rendering needs, such as the REST page parts beside the console', () => {
    const rendered = [
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/index.js'),
      require.resolve('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js'),
      `${process.cwd()}/src/components/GraphqlExplorer/index.tsx`,
      `${process.cwd()}/src/theme/SearchBar/index.tsx`,
      browserOnlyStandIn,
    ];
    for (const path of rendered) expect(browserOnly.some((module) => module.test(path)), path).toBe(false);
  });
});

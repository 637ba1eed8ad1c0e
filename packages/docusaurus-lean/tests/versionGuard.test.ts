import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {assertTestedVersions, installedVersion, testedVersions, untestedVersions} from '../src/versionGuard';

const siteDir = join(__dirname, '..', '..', '..');
const sitePackage = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};

describe('version guard', () => {
  it('finds the installed versions of the packages it guards', () => {
    expect(installedVersion('@docusaurus/core', siteDir)).toMatch(/^\d+\.\d+\.\d+/);
    expect(installedVersion('@docusaurus/theme-common', siteDir)).toMatch(/^\d+\.\d+\.\d+/);
    expect(installedVersion('no-such-package-here', siteDir)).toBeUndefined();
  });

  it('passes on the versions this site installs, which are the tested ones', () => {
    expect(untestedVersions(siteDir)).toEqual([]);
    expect(() => assertTestedVersions(siteDir)).not.toThrow();
  });

  it('pins the site to exactly the tested versions of the packages it depends on directly', () => {
    for (const [name, version] of Object.entries(testedVersions)) {
      const pinned = sitePackage.dependencies[name] ?? sitePackage.devDependencies[name];
      if (pinned !== undefined) expect(pinned, name).toBe(version);
    }
    expect(sitePackage.dependencies['@docusaurus/core']).toBe(testedVersions['@docusaurus/core']);
  });

  it('stops the build with what to re-check when a guarded package has another version', () => {
    const elsewhere = join(__dirname, 'fixtures', 'other-versions');
    expect(untestedVersions(elsewhere)).toContain(`@docusaurus/core: tested with ${testedVersions['@docusaurus/core']}, installed 9.9.9`);
    expect(() => assertTestedVersions(elsewhere)).toThrow(/was not tested with the installed versions:\n {2}- @docusaurus\/core: tested with .*, installed 9\.9\.9[^]*packages\/docusaurus-lean\/README\.md/);
  });
});

import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/** The package's own manifest: its peer dependencies are the exact versions every customisation was tested with. */
const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {name: string; peerDependencies: Record<string, string>};

/** The versions this package was tested with, by package name. */
export const testedVersions: Readonly<Record<string, string>> = manifest.peerDependencies;

/** The installed version of `name` as Node resolves it from `from`: the nearest node_modules folder that holds it. */
export function installedVersion(name: string, from: string = __dirname): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifestFile = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifestFile)) return (JSON.parse(readFileSync(manifestFile, 'utf8')) as {version?: string}).version;
    if (dir === dirname(dir)) return undefined;
  }
}

/** Every tested package whose installed version differs, as "name: tested X, installed Y". */
export function untestedVersions(from?: string): string[] {
  return Object.entries(testedVersions).flatMap(([name, tested]) => {
    const installed = installedVersion(name, from);
    return installed === tested ? [] : [`${name}: tested with ${tested}, installed ${installed ?? 'none'}`];
  });
}

/** Stops the build when a package this one reaches into is not the version it was tested with. */
export function assertTestedVersions(from?: string): void {
  const mismatches = untestedVersions(from);
  if (mismatches.length === 0) return;
  throw new Error(
    [
      `${manifest.name} changes internals of these packages and was not tested with the installed versions:`,
      ...mismatches.map((line) => `  - ${line}`),
      `Re-check each customisation in packages/docusaurus-lean/README.md against the new versions (its tests say which),`,
      `then set the new versions in packages/docusaurus-lean/package.json (peerDependencies) and the root package.json.`,
    ].join('\n'),
  );
}

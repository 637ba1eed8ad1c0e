// The build's last step, run by scripts/build.mjs once every plugin's postBuild has written the pages: it reads the
// built pages' inline scripts, writes the static hosts' `_headers` and `_redirects` from the serving policy, and
// precompresses the text files. Usage: jiti deploy/finishBuild.ts <build folder>
import {writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {inlineCodeOfBuild} from './builtPages';
import {servingPolicy, type ServingPolicy} from './policy';
import {precompress} from './precompress';
import {staticHostHeaders, staticHostRedirects} from './render';

/** The serving policy of a build; fails on inline code that no hash can allow (event handler attributes and the like). */
export async function policyOfBuild(buildDir: string): Promise<ServingPolicy> {
  const {scriptHashes, unhashable} = await inlineCodeOfBuild(buildDir);
  if (unhashable.length > 0) {
    throw new Error(`Inline code the Content-Security-Policy cannot allow (move it into a script file):\n${unhashable.join('\n')}`);
  }
  return servingPolicy(scriptHashes);
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function finishBuild(buildDir: string, siteDir: string): Promise<string> {
  const policy = await policyOfBuild(buildDir);
  await writeFile(join(buildDir, '_headers'), staticHostHeaders(policy));
  await writeFile(join(buildDir, '_redirects'), staticHostRedirects(policy));
  const compressed = await precompress(buildDir, join(siteDir, 'node_modules', '.cache', 'precompressed'));
  return (
    `[SUCCESS] Serving files in "${buildDir}": _headers (${policy.inlineScriptHashes.length} inline script hashes), _redirects (${policy.redirects.length}); ` +
    `${compressed.files} files precompressed, ${megabytes(compressed.bytes)} to ${megabytes(compressed.compressed.gz)} gzip and ` +
    `${megabytes(compressed.compressed.br)} Brotli (${compressed.fromCache} of ${compressed.files * 2} from the cache).`
  );
}

if (process.argv[1] === __filename) {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('Usage: jiti deploy/finishBuild.ts <build folder>');
    process.exit(1);
  }
  finishBuild(resolve(buildDir), resolve(__dirname, '..')).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(`[ERROR] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

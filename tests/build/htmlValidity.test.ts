import {execFile} from 'node:child_process';
import {relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import vnu from 'vnu-jar';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/sitemap';

const run = promisify(execFile);

type VnuMessage = {type: string; url: string; lastLine?: number; message: string; extract?: string};

describe('every built page is valid HTML (Nu HTML Checker)', () => {
  it('has no errors', async () => {
    // vnu exits 1 when it reports errors; its JSON report goes to stderr either way.
    const {stderr} = await run('java', ['-jar', vnu, '--format', 'json', '--errors-only', '--skip-non-html', buildDir], {maxBuffer: 64 * 1024 * 1024}).catch(
      (error: {stderr?: string; message: string}) => {
        if (!error.stderr?.startsWith('{')) throw new Error(`The Nu HTML Checker did not run (it needs Java: apt-get install default-jre-headless): ${error.message}`);
        return {stderr: error.stderr};
      },
    );
    const {messages} = JSON.parse(stderr) as {messages: VnuMessage[]};
    const problems = messages.map(({url, lastLine, message, extract}) => `${relative(buildDir, fileURLToPath(url))}:${lastLine ?? '?'}: ${message} | ${(extract ?? '').replace(/\s+/g, ' ').slice(0, 120)}`);
    expect(problems).toEqual([]);
  }, 180_000);
});

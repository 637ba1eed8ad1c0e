import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rootDir} from '../support/docs';

const declaration = readFileSync(join(rootDir, 'api/sdk/shared.d.ts'), 'utf8');
const exceptionHandling = readFileSync(join(rootDir, 'docs/sdk/exception_handling.mdx'), 'utf8');

/** The doc comment right before a declaration, as one line of text. */
function docComment(declared: string): string {
  const at = declaration.indexOf(declared);
  if (at < 0) throw new Error(`api/sdk/shared.d.ts declares no ${declared}`);
  const comment = declaration.slice(declaration.lastIndexOf('/**', at), at);
  return comment.replace(/^\s*\*\/?|\/\*\*/gm, ' ').replace(/\s+/g, ' ').trim();
}

const sentences = (text: string): string[] => text.split(/(?<=\.)\s+/);

describe('when onError fires and what a NetworkError leaves queued, in the SDK declaration (review round 10, C2 and C3)', () => {
  it('onError names the offline notice as well as final failures, as exception handling does', () => {
    const onError = docComment('onError?:');
    expect(onError).toMatch(/after the last retry/);
    expect(onError).toMatch(/network_unavailable/);
    expect(onError).toMatch(/once/);
    expect(exceptionHandling).toMatch(/fires once[^.]*offline|offline[^.]*fires once/);
  });

  it('NetworkError keeps messages queued for network_unavailable only; a timeout is retried, then dropped', () => {
    const networkError = docComment('export class NetworkError');
    const queued = sentences(networkError).filter((sentence) => /stay queued/.test(sentence));
    expect(queued.length).toBeGreaterThan(0);
    for (const sentence of queued) expect(sentence).not.toMatch(/timeout/);
    expect(sentences(networkError).find((sentence) => /`timeout` is retried/.test(sentence))).toBeDefined();
    expect(networkError).toMatch(/dropped/);
  });
});

describe('batch size of a send, in the SDK declaration (review round 10, U1)', () => {
  it('flushAt says it triggers a send and links the batch limits that size its requests', () => {
    const flushAt = docComment('flushAt?:');
    expect(flushAt).toMatch(/triggers a send/);
    expect(flushAt).toContain('(/limits#batch-size)');
    expect(exceptionHandling).not.toMatch(/in batches of `flushAt`/);
  });
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';

export type MockToken = {scopes: readonly string[]; environment: 'sandbox' | 'production'};

type TokenExample = {value: {access_token: string; scope: string; environment: 'sandbox' | 'production'}};

/**
 * The access tokens the local mock server knows: those its token endpoint answers with, i.e. the examples of
 * `POST /token`'s 200 response in api/openapi.yaml, with their scopes and environment.
 */
export function mockTokens(rootDir: string): Map<string, MockToken> {
  const openapi = parse(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8'));
  const examples: Record<string, TokenExample> = openapi.paths['/token'].post.responses['200'].content['application/json'].examples;
  return new Map(
    Object.values(examples).map(({value}) => [value.access_token, {scopes: value.scope.split(' '), environment: value.environment}]),
  );
}

import {describe, expect, it} from 'vitest';
import {lint, loadConfig} from '@redocly/openapi-core';
import {openApiPath} from '../support/openapi';
import {rootDir} from '../support/docs';
import {join} from 'node:path';

describe('redocly lint (recommended ruleset)', () => {
  it('reports no errors and no warnings for api/openapi.yaml', async () => {
    const config = await loadConfig({configPath: join(rootDir, 'redocly.yaml')});
    const problems = await lint({ref: openApiPath, config});
    const lines = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(lines).toEqual([]);
  }, 30_000);
});

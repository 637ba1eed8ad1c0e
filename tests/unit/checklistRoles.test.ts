import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {permissions, roles} from '../../src/data/apiKeys';
import {rootDir} from '../support/docs';

const checklist = readFileSync(join(rootDir, 'docs/getting-started/self-serve/go-live/placeholder.md'), 'utf8');
const rows = [...checklist.matchAll(/^\| (.+?) \| (.+?) \| (.+?) \|$/gm)].map(([, check, owner, where]) => ({check: check!, owner: owner!, where: where!}));

/** Checks only some workspace roles may carry out, by the permission of the role table (src/data/apiKeys.ts) they need. */
const restricted: {pattern: RegExp; permission: string}[] = [
  {pattern: /integrations are connected/i, permission: 'environment'},
  {pattern: /version is promoted/i, permission: 'promote'},
  {pattern: /assigned in production/i, permission: 'promote'},
  {pattern: /production secret keys are created/i, permission: 'keys'},
  {pattern: /product details and branding are stored in production/i, permission: 'environment'},
  {pattern: /environment value[^|]*defined in production/i, permission: 'environment'},
  {pattern: /custom domain is \*\*Verified\*\*/i, permission: 'environment'},
];

describe('the go-live checklist gives each check to someone allowed to do it (review rounds 10, U3, and 14, D5)', () => {
  it('has the rows the check looks at', () => {
    for (const {pattern} of restricted) expect(rows.some((row) => pattern.test(row.check)), String(pattern)).toBe(true);
  });

  it('names, for a check only some roles may do, a role that holds the permission and no job title alone', () => {
    const wrong = restricted.flatMap(({pattern, permission}) => {
      const allowed = permissions.find((entry) => entry.id === permission)!.roles.map((id) => roles.find((role) => role.id === id)!.name.toLowerCase());
      return rows
        .filter((row) => pattern.test(row.check))
        .filter((row) => !allowed.some((role) => row.owner.toLowerCase().startsWith(role)))
        .map((row) => `${row.check}: ${row.owner} (needs ${allowed.join(' or ')})`);
    });
    expect(wrong).toEqual([]);
  });
});

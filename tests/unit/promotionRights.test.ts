import {describe, expect, it} from 'vitest';
import {permissions, rolesOverApi, rolesRoute, rolesWith} from '../../src/data/apiKeys';
import {handWrittenPageBody} from '../support/docs';

const page = handWrittenPageBody;

describe('who may promote (review round 11, unclear 2)', () => {
  const promote = permissions.find((permission) => permission.id === 'promote')!;

  it('flags on the role table that the API checks a token, not a role', () => {
    expect(promote.overApi?.text).toMatch(/No role is checked/);
    expect(promote.overApi?.text).toContain('`deployWorkflows`');
    expect(promote.overApi?.text).toContain('`workflows:write`');
    expect(promote.overApi!.text.toLowerCase()).toContain(rolesWith('keys').toLowerCase());
    expect(promote.overApiRoute).toBe('/getting-started/self-serve/apis/promote#use-a-production-token');
    expect(rolesOverApi).toMatch(/never checks a person’s role/);
  });

  it('warns on the promote page that every production key with workflows:write can promote', () => {
    const section = page('apis/promote.mdx').split('## Use a production token')[1]?.split(/^## /m)[0] ?? '';
    expect(section).toMatch(/:::caution\n\n\*\*Every production key with `workflows:write` can promote\.\*\*/);
    expect(section).toContain(rolesRoute);
  });
});

import {createElement, type FunctionComponent} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import KeyActions from '../../src/components/KeyActions';
import KeyKinds from '../../src/components/KeyKinds';
import KeyList from '../../src/components/KeyList';
import MemberRemoval from '../../src/components/MemberRemoval';
import TokenScopes from '../../src/components/TokenScopes';
import {
  departureEffects,
  departureRoute,
  departureRunbook,
  keyListColumns,
  keysPlace,
  permissions,
  removedMemberLabel,
  roleNamesFor,
  roles,
  rolesRoute,
  rolesWith,
} from '../../src/data/apiKeys';
import {blocks} from '../../src/data/blocks';
import {handWrittenPageBody} from '../support/docs';

const page = handWrittenPageBody;
const authentication = page('analyze/authentication.mdx');
/** The text of the authentication page's section with this heading id, up to the next heading of any level. */
const section = (id: string): string => authentication.split(`{#${id}}`)[1]?.split(/^#{2,3} /m)[0] ?? '';
const permission = (id: string) => permissions.find((candidate) => candidate.id === id)!;

describe('who created each API key (review round 14, D1)', () => {
  it('shows a Created by column, with the creation time, a removed creator and a filter', () => {
    const createdBy = keyListColumns.find((column) => column.id === 'created-by')!;
    expect(createdBy.column).toBe('Created by');
    expect(createdBy.shows).toMatch(/who created the key, and when, to the minute/);
    expect(createdBy.shows).toContain(removedMemberLabel);
    expect(createdBy.shows).toMatch(/Filter the column by a person, removed members included/);
    expect(keyListColumns.map((column) => column.column)).toEqual(['Name', 'Scopes', 'Created by', 'Last used']);
  });

  it('renders the key list on the authentication page, not a hand-written list of its columns', () => {
    expect(section('manage-your-keys')).toMatch(/<KeyList \/>[\s\S]*<KeyActions \/>/);
    expect(authentication).not.toMatch(/lists every key[^.]*with its name/);
    const html = renderToStaticMarkup(createElement(KeyList));
    for (const column of keyListColumns) expect(html).toContain(`>${column.column}</th>`);
  });

  it('finds a departed member’s keys with Created by, and still rotates or revokes them because they keep working', () => {
    const findStep = departureRunbook.find((step) => step.includes('Created by'))!;
    expect(findStep).toContain(keysPlace);
    expect(findStep).toContain(removedMemberLabel);
    expect(findStep).toMatch(/still work/);
    expect(findStep).toMatch(/every other secret key the person could have seen/);
    const replaceStep = departureRunbook.indexOf(departureRunbook.find((step) => /rotate the key/.test(step) && /revoke it at once/.test(step))!);
    expect(replaceStep).toBeGreaterThan(departureRunbook.indexOf(findStep));
    expect(departureEffects.find((effect) => effect.id === 'keys')!.afterRemoval).toMatch(/^Keep working[^.]*: a key belongs to its environment, not to the person who created it\./);
  });
});

describe('what happens to a removed member’s work (review round 14, D2)', () => {
  it('says, for each kind of thing a member has or makes, what removal does to it', () => {
    const effect = (id: string) => departureEffects.find((candidate) => candidate.id === id)?.afterRemoval ?? '';
    expect(effect('access')).toMatch(/^Ends at once/);
    expect(effect('personal')).toBe('Deleted.');
    expect(effect('drafts')).toMatch(/^Stay as they are, unpublished: a draft belongs to its workflow\./);
    expect(effect('drafts')).toContain(`${rolesWith('edit-sandbox')} can go on editing it`);
    expect(effect('versions')).toMatch(/production keeps running the promoted version/);
    expect(effect('workspace-invitations')).toMatch(/Stay valid until they are accepted, revoked or expire/);
    expect(effect('product-invitations')).toMatch(/^Not affected/);
    expect(effect('integrations')).toMatch(/Needs reauthorization/);
    for (const id of ['keys', 'drafts', 'versions']) expect(effect(id), id).toContain(removedMemberLabel);
  });

  it('is stated once, in when someone leaves, and linked from the versions section', () => {
    expect(section('when-someone-leaves')).toMatch(/<MemberRemoval \/>[\s\S]*<Runbook which="departure" \/>/);
    expect(page('self-serve/workflow-canvas.mdx').split('## Manage versions and drafts')[1]!.split(/^## /m)[0]).toContain(`](${departureRoute})`);
  });
});

describe('who may remove whom (review round 14, D3)', () => {
  it('lets owners and admins remove and re-role admins, editors and viewers, and only owners touch an Owner', () => {
    expect(permission('members').roles).toEqual(['owner', 'admin']);
    expect(permission('members').what).toMatch(/remove members and change roles among Admin, Editor and Viewer/);
    expect(permission('owners').roles).toEqual(['owner']);
    expect(permission('owners').what).toMatch(/remove or demote an Owner/);
    expect(permission('owners').what).toMatch(/always keeps at least one Owner/);
    expect(permission('leave').roles).toEqual(roles.map((role) => role.id));
    expect(permission('leave').what).toMatch(/unless you are its last Owner/);
  });

  it('points the removal step at the role table instead of restating it', () => {
    expect(departureRunbook[0]).toMatch(new RegExp(`^As a workspace ${roleNamesFor('members')}, open Dashboard → Settings → Members`));
    expect(departureRunbook[0]).toMatch(/Whom each role may remove is in the role table below\./);
  });
});

describe('workspace roles are not your product’s roles (review round 14, D4)', () => {
  it('calls Owner and Admin workspace roles where keys are rotated and members leave, linking the role table', () => {
    expect(section('rotate-a-key')).toContain(`a workspace ${roleNamesFor('keys')} carries it out`);
    expect(section('when-someone-leaves')).toMatch(/Owner and Admin are \[workspace roles\]\(#roles\) in Onramp, not the roles your own product gives its users, such as the `firstMemberRole`/);
    expect(section('roles')).toMatch(/unrelated to the role keys your product gives its own users, such as `firstMemberRole`/);
  });

  it('says where firstMemberRole is described that it is a role in your product', () => {
    expect(page('customize/create_tenant.mdx')).toContain('It is a role in your product, not a role in your Onramp workspace');
    expect(page('customize/create_tenant.mdx')).toContain(`(${rolesRoute})`);
    const field = blocks.create_tenant.fields.find((candidate) => candidate.name === 'firstMemberRole')!;
    expect(field.description).toMatch(/Role key in your product [^.]*not an Onramp workspace role/);
  });
});

describe('production settings go to the roles that may change production (review round 14, D5)', () => {
  it('puts production product details and plans with the other production settings, and sandbox ones with editing the sandbox', () => {
    expect(permission('environment').what).toMatch(/production environment values, product details and branding, and plans/);
    expect(permission('edit-sandbox').what).toMatch(/the sandbox’s environment values, product details and branding, plans/);
  });

  it('names the workspace roles that may change production on every go-live page that hands out production work', () => {
    const production = roleNamesFor('environment');
    expect(roleNamesFor('keys')).toBe(production);
    expect(roleNamesFor('promote')).toBe(production);
    for (const file of ['go-live/placeholder.md', 'devs/go-live/intro.md', 'pms/go-live/intro.md', 'self-serve/customization.mdx']) {
      expect(page(file), file).toContain(`workspace ${production}`);
    }
    expect(page('devs/go-live/intro.md')).not.toMatch(/Product managers usually promote/);
  });
});

describe('the authentication page’s tables on a phone (review round 14, D6)', () => {
  const components: Record<string, FunctionComponent> = {KeyKinds, TokenScopes, KeyActions, KeyList, MemberRemoval};

  it('stacks every wide table into cards instead of scrolling sideways', () => {
    for (const [name, component] of Object.entries(components)) {
      const html = renderToStaticMarkup(createElement(component));
      expect(html, name).toMatch(/<table class="[^"]+">/);
      expect(html, name).toMatch(/<td data-label="[^"]+">/);
    }
  });
});

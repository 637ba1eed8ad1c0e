import {describe, expect, it, vi} from 'vitest';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {loadedSidebarsOf, onSidebarLoaded, registerSidebar, sidebarsKey} from '../../src/lib/loadedSidebars';

const sidebar = (label: string): PropSidebar => [{type: 'link', href: `/${label}`, label, docId: label, unlisted: false}];

describe('the sidebars the browser has loaded', () => {
  it('gathers each version’s sidebars and card docs, in a new object only when a sidebar arrives', () => {
    const key = sidebarsKey('default', 'current');
    expect(key).toBe('default/current');
    const nothing = loadedSidebarsOf(key);
    expect(nothing).toEqual({docsSidebars: {}, docs: {}});
    const listener = vi.fn();
    const stop = onSidebarLoaded(listener);
    const guides = sidebar('intro');
    expect(registerSidebar(key, 'guides', guides, {intro: {id: 'intro', description: 'About.'}})).toBe(guides);
    const first = loadedSidebarsOf(key);
    expect(first).toEqual({docsSidebars: {guides}, docs: {intro: {id: 'intro', description: 'About.'}}});
    expect(loadedSidebarsOf(key)).toBe(first);
    registerSidebar(key, 'guides', guides, {});
    expect(loadedSidebarsOf(key)).toBe(first);
    const roles = sidebar('roles');
    registerSidebar(key, 'roles', roles, {});
    expect(loadedSidebarsOf(key).docsSidebars).toEqual({guides, roles});
    expect(loadedSidebarsOf(key).docs).toEqual(first.docs);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(loadedSidebarsOf(sidebarsKey('graphql', 'current'))).toBe(nothing);
    stop();
    registerSidebar(key, 'more', sidebar('more'), {});
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

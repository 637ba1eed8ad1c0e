import {describe, expect, it} from 'vitest';
import {routeKey, sidebarsByRoute, type SidebarRoute} from '../../src/lib/routeSidebars';

// The shape the docs plugin gives each instance: a route at its path, its version's, its DocRoot's, then one per doc.
const docsInstance = (path: string, docs: SidebarRoute[]): SidebarRoute => ({path, routes: [{path, routes: [{path, routes: docs}]}]});

describe('sidebarsByRoute', () => {
  const routes: SidebarRoute[] = [
    {path: '/markdown-page'},
    docsInstance('/graphql', [
      {path: '/graphql/invitation', sidebar: 'graphql-invitation'},
      {path: '/graphql/invitation/objects/Invite', sidebar: 'graphql-invitation'},
    ]),
    docsInstance('/public_apis', [{path: '/public_apis/track', sidebar: 'api'}]),
    {path: '/', exact: true} as SidebarRoute,
    docsInstance('/', [
      {path: '/getting-started/intro', sidebar: 'getStarted'},
      {path: '/devs/api-overview', sidebar: 'api'},
    ]),
  ];
  const sidebars = sidebarsByRoute(routes);

  it("gives each doc route its sidebar and its docs instance's path, and nothing for other pages", () => {
    expect(Object.fromEntries(sidebars)).toEqual({
      '/graphql/invitation': {sidebar: 'graphql-invitation', docsPath: '/graphql'},
      '/graphql/invitation/objects/invite': {sidebar: 'graphql-invitation', docsPath: '/graphql'},
      '/public_apis/track': {sidebar: 'api', docsPath: '/public_apis'},
      '/getting-started/intro': {sidebar: 'getStarted', docsPath: '/'},
      '/devs/api-overview': {sidebar: 'api', docsPath: '/'},
    });
  });

  it('tells apart two instances with a sidebar of the same id', () => {
    expect(sidebars.get('/public_apis/track')?.docsPath).not.toBe(sidebars.get('/devs/api-overview')?.docsPath);
  });

  it('finds a path as the router does: with a trailing slash or other letter case', () => {
    expect(sidebars.get(routeKey('/getting-started/intro/'))?.sidebar).toBe('getStarted');
    expect(sidebars.get(routeKey('/GraphQL/Invitation/Objects/Invite'))?.sidebar).toBe('graphql-invitation');
    expect(routeKey('/')).toBe('/');
    expect(sidebars.get(routeKey('/markdown-page'))).toBeUndefined();
  });
});

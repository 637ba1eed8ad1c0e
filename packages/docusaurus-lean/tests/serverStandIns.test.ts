import {describe, expect, it} from 'vitest';
import serverStandInsPlugin from '../src/server-stand-ins';
import {configure, FakeReplacement} from './support';

describe('server stand-ins', () => {
  const options = {
    standIns: [{request: /\/lib\/loader$/, standIn: '/site/lib/loader.server.ts'}],
    browserOnly: {modules: [/[\\/]node_modules[\\/]widget[\\/]/], standIn: '/site/lib/browserOnly.server.ts'},
  };
  const plugin = serverStandInsPlugin(options)();

  it('gives the server bundle each stand-in and the browser-only stand-in, and leaves the client bundle alone', () => {
    expect(configure(plugin, {isServer: true}).plugins).toEqual([
      new FakeReplacement(/\/lib\/loader$/, '/site/lib/loader.server.ts'),
      new FakeReplacement(/[\\/]node_modules[\\/]widget[\\/]/, '/site/lib/browserOnly.server.ts'),
    ]);
    expect(configure(plugin)).toEqual({});
  });
});

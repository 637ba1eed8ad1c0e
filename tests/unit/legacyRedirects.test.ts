import {describe, expect, it} from 'vitest';
import {redirectPage} from '../../src/plugins/legacy-redirects';

describe('legacy redirect pages', () => {
  const html = redirectPage({from: '/integrate/public_apis/track', to: '/public_apis/track'}, 'https://docs.onramp.example');

  it('are titled pages that move on at once, keeping the query and hash, with an absolute canonical URL', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Moved to \/public_apis\/track<\/title>/);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/public_apis/track">');
    expect(html).toContain('<link rel="canonical" href="https://docs.onramp.example/public_apis/track">');
    expect(html).toContain('<script>location.replace("/public_apis/track" + location.search + location.hash);</script>\n</head>');
    expect(html).toContain('<body><p>This page has moved to <a href="/public_apis/track">/public_apis/track</a>.</p></body>');
  });

  it('escape the target', () => {
    const odd = redirectPage({from: '/a', to: '/b"<x>'}, 'https://docs.onramp.example');
    expect(odd).not.toContain('<x>');
    expect(odd).toContain('location.replace("/b\\"\\u003cx>"');
  });
});

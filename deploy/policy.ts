import {site} from '../src/site';
import {legacyRestRedirects} from '../src/config/restApi';

/** One response header, as every server and host format writes it. */
export type Header = {name: string; value: string};
export type Redirect = {from: string; to: string; status: 301};

/**
 * How the built site is served, whatever serves it: nginx (deploy/nginx) and the static hosts' `_headers` and
 * `_redirects` are both written from this, so they cannot drift apart.
 */
export type ServingPolicy = {
  /** `sha256-<base64>` of each inline script of the built pages, which the Content-Security-Policy allows. */
  inlineScriptHashes: readonly string[];
  /** Sent with every response, redirects and errors included. */
  securityHeaders: readonly Header[];
  /** Files whose name changes with their content: the bundler's output under this path. */
  immutable: {pathPrefix: string; cacheControl: string};
  /** Everything else (pages, sitemap, llms.txt, search indexes, downloads, images): revalidated with its ETag. */
  revalidate: {cacheControl: string};
  redirects: readonly Redirect[];
};

/**
 * Content-Security-Policy of every page. Scripts: the site's own files and the inline scripts of the built pages, by
 * hash (no 'unsafe-inline', no 'unsafe-eval'). Styles allow inline: the server HTML carries highlighted code as style
 * attributes and a few pages their scoped stylesheet as a <style> element, Mermaid writes a <style> into each diagram,
 * and a style cannot run code. Requests go to the site, the API host and the local mock server only (the REST console
 * and the GraphQL explorer send there).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", site.apiHost, site.mockServerUrl]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The policy for a build whose pages carry these inline scripts (`sha256-<base64>` each). */
export function servingPolicy(inlineScriptHashes: readonly string[]): ServingPolicy {
  return {
    inlineScriptHashes,
    securityHeaders: [
      {name: 'Content-Security-Policy', value: contentSecurityPolicy(inlineScriptHashes)},
      {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
      {name: 'X-Content-Type-Options', value: 'nosniff'},
      {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
      {name: 'Permissions-Policy', value: 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'},
      // For browsers that predate frame-ancestors.
      {name: 'X-Frame-Options', value: 'DENY'},
      {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
    ],
    immutable: {pathPrefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable'},
    revalidate: {cacheControl: 'no-cache'},
    redirects: legacyRestRedirects.map(({from, to}) => ({from, to, status: 301})),
  };
}

// Replaces @docusaurus/core's client/docusaurus (same default export, `window.docusaurus`): a link that comes into view
// asks for its page's chunks in idle time, one link per idle callback. Core does it at once, in the task that saw the
// links, with a scan of the whole route table for each link, which made one long task as a page hydrated.
// @ts-expect-error -- the query string reaches core's own module, which the replacement rule (exact path) leaves alone
import core from '@docusaurus/core/lib/client/docusaurus.js?core';

type Docusaurus = {prefetch: (routePath: string) => false | Promise<void[]>; preload: (routePath: string) => false | Promise<void[]>};

const original = core as Docusaurus;
const idle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback, {timeout: 5000}) : (callback) => setTimeout(callback, 200);

const docusaurus: Docusaurus = {
  ...original,
  prefetch(routePath) {
    return new Promise((resolve) => idle(() => resolve(original.prefetch(routePath) || [])));
  },
};

export default Object.freeze(docusaurus);

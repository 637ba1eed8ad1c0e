// Replaces @docusaurus/core's client/prefetch (same default export): links in view prefetch their page's chunks in idle
// time, one link element per idle callback, instead of all of them in the task that hydrates the page; and each chunk
// once. The links of a page share most of their chunks (layouts, sidebars), which core prefetched again for every link.
/** Runs `callback` when the main thread is idle (at the latest after 5 s), or after 200 ms where idle callbacks are missing. */
export const inIdleTime: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback, {timeout: 5000}) : (callback) => setTimeout(callback, 200);

// One promise per file for the page's lifetime: a second prefetch of the same file answers with the first.
const requested = new Map<string, Promise<void>>();

export default function prefetch(url: string): Promise<void> {
  const earlier = requested.get(url);
  if (earlier) return earlier;
  const fetched = new Promise<void>((resolve) => {
    inIdleTime(() => {
      if (typeof document === 'undefined') return resolve();
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.appendChild(link);
    });
  });
  requested.set(url, fetched);
  return fetched;
}

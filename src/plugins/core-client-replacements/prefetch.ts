// Replaces @docusaurus/core's client/prefetch (same default export): links in view prefetch their page's chunks in idle
// time, one link element per idle callback, instead of all of them in the task that hydrates the page.
const idle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback, {timeout: 5000}) : (callback) => setTimeout(callback, 200);

export default function prefetch(url: string): Promise<void> {
  return new Promise((resolve) => {
    idle(() => {
      if (typeof document === 'undefined') return resolve();
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.appendChild(link);
    });
  });
}

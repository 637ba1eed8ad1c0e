// @ts-check
// Inlined in every page's head: when the page's own scripts or stylesheet fail to download before React has hydrated
// the server HTML, tell the reader that the text is all there and offer a reload. Failures after hydration belong to
// the part that failed (its error box); a chunk that a part preloads and handles itself is not the page's.
(function () {
  var root = document.documentElement;
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  function show() {
    if (hydrated() || document.getElementById('script-failure-notice')) return;
    var notice = document.createElement('div');
    notice.id = 'script-failure-notice';
    notice.setAttribute('role', 'alert');
    notice.style.cssText =
      'display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;padding:.75rem 1rem;' +
      'background:#fef3c7;color:#1c1917;border-bottom:1px solid #b45309;font:15px/1.5 system-ui,sans-serif;text-align:center';
    var text = document.createElement('span');
    text.textContent =
      'Part of this page did not load, so search, menus and interactive examples are off. All of its text is here to read.';
    var reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = 'Reload the page';
    reload.style.cssText = 'font:inherit;padding:.25rem .75rem;border:1px solid #1c1917;border-radius:4px;background:#fff;color:#1c1917;cursor:pointer';
    reload.onclick = function () {
      location.reload();
    };
    notice.appendChild(text);
    notice.appendChild(reload);
    document.body.insertBefore(notice, document.body.firstChild);
    // The page will not hydrate: what paint-first's replay holds for hydration is done now, without React.
    document.dispatchEvent(new Event('onramp:scripts-failed'));
  }
  /** @param {() => void} callback */
  function whenBodyReady(callback) {
    if (document.body) callback();
    else document.addEventListener('DOMContentLoaded', callback);
  }
  window.addEventListener(
    'error',
    function (event) {
      var element = event.target;
      if (!(element instanceof Element) || hydrated()) return;
      var pageScript = element instanceof HTMLScriptElement && !element.hasAttribute('data-rspack') && !element.hasAttribute('data-webpack');
      var stylesheet = element instanceof HTMLLinkElement && element.rel === 'stylesheet';
      if (pageScript || stylesheet) whenBodyReady(show);
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (reason && reason.name === 'ChunkLoadError' && !hydrated()) whenBodyReady(show);
  });
})();

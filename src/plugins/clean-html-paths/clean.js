// Inlined first in every page's head. A host without clean URLs serves /a/b.html (or /index.html) for the page /a/b;
// the router only knows /a/b, so hydration would turn the page into "Page Not Found". The address becomes the clean
// path before any script reads it, as the spec asks (".html paths are normalised to the clean path").
(function () {
  var path = location.pathname;
  var clean = path.replace(/(?:\/index)?\.html$/, '') || '/';
  if (clean !== path) history.replaceState(history.state, '', clean + location.search + location.hash);
})();

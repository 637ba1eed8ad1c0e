// @ts-check
// Inlined at the end of every built page's body with the page's script URLs: requests them once the server HTML has
// been painted, so the stylesheet and the first paint do not share the network and the main thread with the bundle.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called with the script list by the template
(/** @param {string[]} scripts */ function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return start();
  // The second frame's callback runs once the first frame, with the server HTML, has been painted.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 1000);
})

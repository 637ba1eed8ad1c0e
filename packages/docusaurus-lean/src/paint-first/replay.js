// @ts-check
// Inlined in every page's head: until React has hydrated the server HTML, its buttons, tabs and toggles have no
// handlers yet. Clicks on them (by pointer or keyboard), the search shortcuts and the text typed after them are held,
// then replayed once the page has hydrated, so nothing a reader does while the scripts arrive is lost. When the scripts
// fail instead (script-failure-notice says so), the held clicks are done at once and later ones are left to the browser,
// so a <summary> still opens its <details>.
(function () {
  var root = document.documentElement;
  var controls = 'button, [role="button"], [role="tab"], summary';
  // What the reader did before hydration, each as a function that does it again.
  /** @type {(() => void)[]} */
  var actions = [];
  var typed = '';
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  // Hydration may re-create a control (theme-classic's Tabs remount once in the browser): find it again by its id, or
  // as the same-numbered control with the same name and role under its nearest ancestor that has an id.
  /** @param {Element} control */
  function signature(control) {
    return [control.tagName, control.getAttribute('role'), control.getAttribute('aria-label'), control.textContent.trim()].join('|');
  }
  /**
   * @param {HTMLElement} control
   * @returns {() => HTMLElement | null}
   */
  function finder(control) {
    if (control.id) {
      var id = control.id;
      return function () {
        return document.getElementById(id);
      };
    }
    var scope = control.parentElement && control.parentElement.closest('[id]');
    var scopeId = scope ? scope.id : null;
    var name = signature(control);
    /** @param {ParentNode} within */
    function alike(within) {
      return Array.prototype.filter.call(within.querySelectorAll(controls), function (candidate) {
        return signature(candidate) === name;
      });
    }
    var index = alike(scope || document).indexOf(control);
    return function () {
      if (control.isConnected) return control;
      var within = scopeId ? document.getElementById(scopeId) : document;
      return within ? alike(within)[index] || null : null;
    };
  }
  /** @param {MouseEvent} event */
  function onClick(event) {
    if (hydrated() || !(event.target instanceof Element)) return;
    var control = event.target.closest(controls);
    if (!(control instanceof HTMLElement) || control.closest('#script-failure-notice')) return;
    // Held here only: React may be hydrating already, and must not see it now and again at the replay.
    event.preventDefault();
    event.stopPropagation();
    var find = finder(control);
    actions.push(function () {
      var again = find();
      if (again) again.click();
    });
  }
  // The site's keyboard shortcuts (Ctrl+K, Cmd+K, /) open search; pressed early, they are sent again after hydration.
  /** @param {KeyboardEvent} event */
  function isShortcut(event) {
    return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !event.ctrlKey && !event.metaKey);
  }
  /** @param {KeyboardEvent} event */
  function onKey(event) {
    if (hydrated()) return;
    var target = event.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable]')) return;
    if (actions.length === 0 && isShortcut(event)) {
      var init = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true};
      actions.push(function () {
        (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', init));
      });
    } else {
      if (actions.length === 0 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter' || (event.key === ' ' && target instanceof Element && target.closest(controls))) return;
      if (event.key.length === 1) typed += event.key;
      else if (event.key === 'Backspace') typed = typed.slice(0, -1);
      else return;
    }
    event.preventDefault();
    event.stopPropagation();
  }
  function replay() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('onramp:scripts-failed', replay);
    var pending = actions;
    actions = [];
    pending.forEach(function (action) {
      action();
    });
    if (!typed) return;
    var text = typed;
    typed = '';
    // A replayed click may open a dialog whose input appears a moment later (the search dialog loads on demand).
    var tries = 0;
    (function insertWhenEditable() {
      var field = document.activeElement;
      if (field && field.matches('input, textarea')) document.execCommand('insertText', false, text);
      else if ((tries += 1) < 50) setTimeout(insertWhenEditable, 100);
    })();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('onramp:scripts-failed', replay);
  new MutationObserver(function (changes, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    setTimeout(replay, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();

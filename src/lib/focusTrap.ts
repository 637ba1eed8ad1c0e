import {useEffect, useRef} from 'react';

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab can reach now: not disabled, not inside an inert panel, rendered. */
export function tabbableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

type FocusTrapOptions = {
  /** Whether the panel is open. */
  open: boolean;
  /** Finds the panel (a modal menu or dialog). */
  panel: () => Element | null;
  /** Finds the control that opened it, which gets focus back when the panel closes. */
  opener: () => HTMLElement | null;
  /** Closes the panel (on Escape). */
  close: () => void;
};

/**
 * Keyboard behaviour of a modal panel: focus moves into it when it opens, Tab and Shift+Tab cycle inside it, Escape
 * closes it, and focus returns to its opener when it closes while focus was inside (or lost to the page body).
 */
export function useFocusTrap({open, panel, opener, close}: FocusTrapOptions): void {
  // The latest close function, so a new function identity on re-render does not restart the trap.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!open) return undefined;
    const container = panel();
    if (!container) return undefined;
    // The panel becomes visible with a CSS transition: focus its first control once it can take focus.
    let frame = 0;
    let framesLeft = 60;
    const focusFirst = () => {
      const [first] = tabbableElements(container);
      if (first) {
        first.focus();
      } else if (framesLeft-- > 0) {
        frame = requestAnimationFrame(focusFirst);
      }
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(container);
      if (tabbable.length === 0) return;
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = document.activeElement;
      const outside = !container.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      if (!active || active === document.body || container.contains(active)) {
        opener()?.focus();
      }
    };
  }, [open, panel, opener]);
}

import {options} from 'preact';

/**
 * Events a reader's input dispatches. React runs the effects of an update made while handling one of them before the
 * next event; Preact runs effects after the next frame, so a fast typist's second key could meet an effect of the
 * first (the REST console's body editor then put back older text and dropped characters).
 */
export const discreteEvents = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'focus',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
]);

/** Preact's own timing for effects: after the next frame, or 35 ms when no frame comes (a hidden tab). */
function afterNextFrame(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}

/** Effects of an update made while an input event is handled run right after that update, as React runs them. */
export function scheduleEffects(callback: () => void): void {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (event && discreteEvents.has(event.type)) queueMicrotask(callback);
  else afterNextFrame(callback);
}

options.requestAnimationFrame = scheduleEffects;

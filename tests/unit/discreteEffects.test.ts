import {afterEach, describe, expect, it, vi} from 'vitest';
import {options} from 'preact';
import {discreteEvents, scheduleEffects} from '../../src/plugins/preact-compat/discreteEffects';

const nextFrameMs = 5;

describe('preact-compat: effects after input events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the effects of an update made during an input event before the next event, and others after a frame', async () => {
    const window = {event: {type: 'keyup'} as {type: string} | undefined};
    vi.stubGlobal('window', window);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, nextFrameMs));
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    const ran: string[] = [];

    scheduleEffects(() => ran.push('keyup'));
    await Promise.resolve();
    expect(ran).toEqual(['keyup']);

    window.event = {type: 'load'};
    scheduleEffects(() => ran.push('load'));
    window.event = undefined;
    scheduleEffects(() => ran.push('no event'));
    await Promise.resolve();
    expect(ran).toEqual(['keyup']);
    await new Promise((resolve) => setTimeout(resolve, nextFrameMs * 4));
    expect(ran).toEqual(['keyup', 'load', 'no event']);
  });

  it('counts typing, clicks and focus changes as input, and is the scheduler Preact uses for effects', () => {
    for (const type of ['keydown', 'keyup', 'input', 'click', 'pointerdown', 'focusin', 'paste']) expect(discreteEvents.has(type), type).toBe(true);
    for (const type of ['scroll', 'mousemove', 'load', 'message']) expect(discreteEvents.has(type), type).toBe(false);
    expect(options.requestAnimationFrame).toBe(scheduleEffects);
  });
});

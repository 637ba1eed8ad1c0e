import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const nprogress = vi.hoisted(() => ({configure: vi.fn(), start: vi.fn(), done: vi.fn(), imported: vi.fn()}));
vi.mock('nprogress', () => {
  nprogress.imported();
  return {default: nprogress};
});

const {default: progressBar, progressBarDelay} = await import('../../src/plugins/lean-runtime/progressBarOnDemand');
const navigate = (from: string | null, to: string) =>
  progressBar.onRouteUpdate!({previousLocation: from === null ? null : {pathname: from}, location: {pathname: to}} as never);

describe('the client navigation progress bar, loaded on demand', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('does not load nprogress until a reader navigates to another page', () => {
    expect(navigate(null, '/')).toBeUndefined();
    expect(navigate('/a', '/a')).toBeUndefined();
    expect(nprogress.imported).not.toHaveBeenCalled();
  });

  it('shows the bar after the theme delay on a slow navigation and ends it when the page shows', async () => {
    const finish = navigate('/a', '/b');
    await vi.advanceTimersByTimeAsync(progressBarDelay - 1);
    expect(nprogress.start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(nprogress.configure).toHaveBeenCalledWith({showSpinner: false});
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    if (typeof finish === 'function') finish();
    progressBar.onRouteDidUpdate!({} as never);
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('shows no bar when the navigation finishes within the delay', async () => {
    const finish = navigate('/b', '/c');
    await vi.advanceTimersByTimeAsync(progressBarDelay / 2);
    if (typeof finish === 'function') finish();
    await vi.advanceTimersByTimeAsync(progressBarDelay);
    expect(nprogress.start).not.toHaveBeenCalled();
  });
});

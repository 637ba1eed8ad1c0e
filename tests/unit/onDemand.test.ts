import {describe, expect, it} from 'vitest';
import {alreadyLoaded, bothOnDemand, onDemand} from '../../src/lib/onDemand';

describe('bothOnDemand', () => {
  it('is there at once when both modules are', () => {
    const both = bothOnDemand(alreadyLoaded('sections'), alreadyLoaded({title: 'Body'}));
    expect(both.current()).toEqual(['sections', {title: 'Body'}]);
    expect(both.current()).toBe(both.current());
  });

  it('loads both, tells its listeners once both are there, and loads a failed one again', async () => {
    let attempts = 0;
    const flaky = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'props';
    });
    const both = bothOnDemand(onDemand(async () => 'sections'), flaky);
    const heard: unknown[] = [];
    both.onLoad((value) => heard.push(value));
    await expect(both.load()).rejects.toThrow('offline');
    expect(both.failure()).toBeInstanceOf(Error);
    expect(both.current()).toBeUndefined();
    await expect(both.load()).resolves.toEqual(['sections', 'props']);
    expect(both.failure()).toBeUndefined();
    expect(heard).toEqual([['sections', 'props']]);
  });
});

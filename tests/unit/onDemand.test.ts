import {describe, expect, it} from 'vitest';
import {alreadyLoaded, bothOnDemand, onDemand} from '../../src/lib/onDemand';

describe('alreadyLoaded', () => {
  it('gives one promise, marked settled, so use() returns the module without suspending', async () => {
    const module = alreadyLoaded('code block');
    const promise = module.load();
    expect(module.load()).toBe(promise);
    expect(promise).toMatchObject({status: 'fulfilled', value: 'code block'});
    await expect(promise).resolves.toBe('code block');
  });
});

describe('onDemand', () => {
  it('gives the same promise while loading and once loaded, and a new one after a failure', async () => {
    let attempts = 0;
    const module = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'chunk';
    });
    const failing = module.load();
    expect(module.load()).toBe(failing);
    await expect(failing).rejects.toThrow('offline');
    const loading = module.load();
    expect(loading).not.toBe(failing);
    await expect(loading).resolves.toBe('chunk');
    expect(module.load()).toBe(loading);
  });
});

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
    const failing = both.load();
    expect(both.load()).toBe(failing);
    await expect(failing).rejects.toThrow('offline');
    expect(both.failure()).toBeInstanceOf(Error);
    expect(both.current()).toBeUndefined();
    const loading = both.load();
    await expect(loading).resolves.toEqual(['sections', 'props']);
    expect(both.load()).toBe(loading);
    expect(both.failure()).toBeUndefined();
    expect(heard).toEqual([['sections', 'props']]);
  });
});

/** A module that loads on first use, such as a component in a chunk of its own. */
export type OnDemandModule<T> = {
  /** Starts loading, or joins the load under way (the same promise, kept once it resolves); resolves to the module. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  /** Why the last load failed, until the next `load()` tries again. */
  failure(): unknown;
  /** Calls back when a load succeeds (whoever asked for it); returns the unsubscribe function. */
  onLoad(listener: (module: T) => void): () => void;
};

/** `start` run once, its promise given to every caller until it rejects; the next call after a failure starts again. */
function onePromiseUntilFailure<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Wraps a dynamic import so that it loads once, while a failed load is forgotten: the next `load()` requests the chunk
 * again, so a Retry works once the network is back (`React.lazy` and a kept promise would cache the failure).
 */
export function onDemand<T>(importModule: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | undefined;
  let failed: unknown;
  const listeners = new Set<(module: T) => void>();
  const loadOnce = onePromiseUntilFailure(() =>
    importModule().then(
      (module) => {
        loaded = module;
        for (const listener of [...listeners]) listener(module);
        return module;
      },
      (error: unknown) => {
        failed = error ?? new Error('Loading failed.');
        throw error;
      },
    ),
  );
  return {
    load() {
      failed = undefined;
      return loadOnce();
    },
    current: () => loaded,
    failure: () => failed,
    onLoad(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A module that is there from the start (the server bundle's stand-in for an on-demand one). `load()` gives one promise,
 * marked settled the way React's `use` reads it, so `use(load())` returns at once instead of suspending.
 */
export function alreadyLoaded<T>(module: T): OnDemandModule<T> {
  const settled = Object.assign(Promise.resolve(module), {status: 'fulfilled', value: module});
  return {load: () => settled, current: () => module, failure: () => undefined, onLoad: () => () => undefined};
}

/** Two on-demand modules as one, there once both are: loading it loads both (a failed one again). */
export function bothOnDemand<A, B>(first: OnDemandModule<A>, second: OnDemandModule<B>): OnDemandModule<[A, B]> {
  let pair: [A, B] | undefined;
  const current = (): [A, B] | undefined => {
    const [a, b] = [first.current(), second.current()];
    if (a === undefined || b === undefined) return undefined;
    if (pair?.[0] !== a || pair[1] !== b) pair = [a, b];
    return pair;
  };
  return {
    load: onePromiseUntilFailure(() => Promise.all([first.load(), second.load()]).then(([a, b]) => current() ?? [a, b])),
    current,
    failure: () => first.failure() ?? second.failure(),
    onLoad(listener) {
      const whenBoth = () => {
        const both = current();
        if (both) listener(both);
      };
      const unsubscribe = [first.onLoad(whenBoth), second.onLoad(whenBoth)];
      return () => unsubscribe.forEach((stop) => stop());
    },
  };
}

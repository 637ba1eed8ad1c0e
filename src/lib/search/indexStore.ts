import {emptyIndex, loadIndex, type LoadedIndex} from './engine';
import type {Lunr} from './lunr';

export type IndexState = 'loading' | 'ready';

/**
 * Fetches `{baseUrl}search-index-{tag}.json` once per tag; callers asking while it loads share the same request.
 * A missing, failing or corrupt index becomes an empty one, silently (spec §8).
 */
export function createIndexStore(lunr: Lunr, baseUrl: string, fetchIndex: typeof fetch = (...args) => fetch(...args)) {
  const indexes = new Map<string, Promise<LoadedIndex>>();
  const states = new Map<string, IndexState>();

  async function load(tag: string): Promise<LoadedIndex> {
    try {
      const response = await fetchIndex(`${baseUrl}search-index-${encodeURIComponent(tag)}.json`);
      if (!response.ok) return emptyIndex;
      return loadIndex(lunr, await response.json());
    } catch {
      return emptyIndex;
    } finally {
      states.set(tag, 'ready');
    }
  }

  return {
    get(tag: string): Promise<LoadedIndex> {
      let index = indexes.get(tag);
      if (!index) {
        states.set(tag, 'loading');
        index = load(tag);
        indexes.set(tag, index);
      }
      return index;
    },
    state(tag: string): IndexState | undefined {
      return states.get(tag);
    },
  };
}

export type IndexStore = ReturnType<typeof createIndexStore>;

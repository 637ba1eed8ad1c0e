// Swizzled (wrap): the console reads sessionStorage directly and crashes the page when browser storage is blocked.
import {hashArray} from '@theme-original/ApiExplorer/storage-utils';

export {hashArray};

type Persistence = false | 'localStorage' | 'sessionStorage';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/** The browser storage the console persists credentials in, or tab-lifetime memory when it is off or blocked. */
export function createStorage(persistence: Persistence | undefined): Storage {
  if (persistence === false) {
    return memoryStorage();
  }
  try {
    const storage = persistence === 'sessionStorage' || persistence === undefined ? window.sessionStorage : window.localStorage;
    const probe = '__onramp_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

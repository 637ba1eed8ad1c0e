// Swizzled (wrap): the console reads sessionStorage directly and crashes the page when browser storage is blocked.
import {hashArray} from '@theme-original/ApiExplorer/storage-utils';
import {memoryStorage} from '@site/src/lib/memoryStorage';

export {hashArray};

type Persistence = false | 'localStorage' | 'sessionStorage';

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

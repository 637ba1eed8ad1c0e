// Swizzled (replace): the console reads sessionStorage directly and crashes the page when browser storage is blocked;
// its key hash uses crypto-js/sha1 alone, where the theme imports every crypto-js algorithm into the API page bundle.
import SHA1 from 'crypto-js/sha1';
import {memoryStorage} from '@site/src/lib/memoryStorage';

type Persistence = false | 'localStorage' | 'sessionStorage';

/** The key the console stores credentials under: SHA-1 of the sorted SHA-1s of the security scheme names. */
export function hashArray(items: string[]): string {
  const hash = (message: string) => SHA1(message).toString();
  return hash(items.map(hash).sort().join());
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

import {describe, expect, it} from 'vitest';
import {memoryStorage} from '../../src/lib/memoryStorage';

describe('memoryStorage', () => {
  it('behaves like Web Storage for one page visit', () => {
    const storage = memoryStorage();
    storage.setItem('server', 'http://127.0.0.1:4010');
    storage.setItem('token', 'oat_1');
    expect(storage.getItem('server')).toBe('http://127.0.0.1:4010');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('token');
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('keeps each instance separate', () => {
    const first = memoryStorage();
    first.setItem('a', '1');
    expect(memoryStorage().getItem('a')).toBeNull();
  });
});

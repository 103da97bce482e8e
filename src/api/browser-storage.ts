/**
 * Web Storage when the environment has it (the browser), memory otherwise (Node tests, workers, or a
 * browser whose privacy settings deny access), so the stores built on it work everywhere.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(kind: 'session' | 'local'): KeyValueStorage {
  try {
    const storage = kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Access denied: fall through to memory.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

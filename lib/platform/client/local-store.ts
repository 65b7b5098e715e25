// A value kept in localStorage that React reads with useSyncExternalStore: every reader (both tabs of
// the tool, other browser tabs through the "storage" event) sees each change at once. The parsed value
// is cached per raw string, so a snapshot keeps its identity until the stored text changes.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage, or null where it is missing or refused (server rendering, some private modes). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface LocalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  /** The value before the browser is known (server render and hydration). */
  getServerSnapshot(): T;
  set(value: T): void;
}

interface LocalStoreOptions<T> {
  key: string;
  parse: (raw: string | null) => T;
  serialize: (value: T) => string | null;
  serverValue: T;
  /** Defaults to localStorage, looked up on first use; tests pass an in-memory one. */
  storage?: KeyValueStorage | null;
}

export function createLocalStore<T>({ key, parse, serialize, serverValue, storage }: LocalStoreOptions<T>): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | null = null;
  // Without storage (or when a write is refused) the value lives in memory for this page view.
  let memory: string | null = null;
  let writeRefused = false;
  const store = () => (storage === undefined ? browserStorage() : storage);

  function read(): string | null {
    const s = store();
    if (!s || writeRefused) return memory;
    try {
      return s.getItem(key);
    } catch {
      return memory;
    }
  }

  function emit() {
    for (const listener of [...listeners]) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) emit();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot() {
      const raw = read();
      if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
      return cache.value;
    },
    getServerSnapshot: () => serverValue,
    set(value) {
      const raw = serialize(value);
      memory = raw;
      const s = store();
      try {
        if (raw === null) s?.removeItem(key);
        else s?.setItem(key, raw);
      } catch {
        // Full or refused: the in-memory copy serves the rest of this page view.
        writeRefused = true;
      }
      emit();
    },
  };
}

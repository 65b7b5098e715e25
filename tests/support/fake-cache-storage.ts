// Cache Storage (the browser's `caches`) in memory, for running the service worker and the tool's
// shared-image reader under Node: keys are compared as the path they name, as the browser does for
// same-origin requests.

export class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

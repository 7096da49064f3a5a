/**
 * Keeps the last good value and, once it is older than `maxAgeMs`, refreshes it in the background:
 * readers never wait for the database except for the very first load (done at start). This matters
 * beyond speed: on PGlite's single connection, a read issued while a transaction is open waits for
 * that transaction, so a transaction that waited for the read would wait forever.
 */
export function createRefreshingCache<T>(load: () => Promise<T>, maxAgeMs: number) {
  let current: Promise<T> | undefined;
  let loadedAt = 0;
  let isRefreshing = false;

  function loadNow(): Promise<T> {
    const value = load();
    current = value;
    loadedAt = Date.now();
    value.catch(() => {
      if (current === value) current = undefined;
    });
    return value;
  }

  return {
    get(): Promise<T> {
      if (!current) return loadNow();
      if (Date.now() - loadedAt > maxAgeMs && !isRefreshing) {
        isRefreshing = true;
        load()
          .then((fresh) => {
            current = Promise.resolve(fresh);
            loadedAt = Date.now();
          })
          .catch(() => {
            // Keep serving the last good value; the next read tries again.
          })
          .finally(() => {
            isRefreshing = false;
          });
      }
      return current;
    },
    /** Reloads at once (after an edit of the data); the caller must not hold a transaction open. */
    reload(): Promise<T> {
      return loadNow();
    },
  };
}

/**
 * A small time-bounded memo for answers that are the same for every visitor (the lobby).
 * Entries expire after `ttlMs`; the oldest is dropped beyond `entriesMax`. Concurrent misses for
 * one key share a single load, so a burst of visitors runs the queries once.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  entriesMax: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      if (entries.size >= options.entriesMax) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      // A failed load is not remembered: the next caller tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}

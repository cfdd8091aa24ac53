/**
 * A small time-bounded map for what a process may remember of the database for a while:
 * entries expire `ttlMs` after they were set, and the oldest go first when `maxEntries` are
 * held.
 */
export function createExpiringMap<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const { ttlMs, maxEntries, now } = options;
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAtMs: now() + ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    deleteWhere(isGone: (key: string, value: V) => boolean): void {
      for (const [key, entry] of entries) if (isGone(key, entry.value)) entries.delete(key);
    },
  };
}

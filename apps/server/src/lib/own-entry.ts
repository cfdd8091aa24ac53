/**
 * `table[key]` for a key that came from outside: only the table's own entries, never what
 * Object.prototype lends every object (`constructor`, `toString`, `__proto__`).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

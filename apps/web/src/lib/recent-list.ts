/** Puts an item first, drops its older copies and keeps at most `max` (newest first). */
export function pushRecent<T>(list: readonly T[], item: T, max: number): T[] {
  return [item, ...list.filter((existing) => existing !== item)].slice(0, max);
}

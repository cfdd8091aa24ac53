import { describe, expect, it } from 'vitest';
import { createExpiringMap } from '#src/lib/expiring-map';

function mapAt(start: number, maxEntries = 3) {
  const clock = { now: start };
  const map = createExpiringMap<string>({ ttlMs: 1_000, maxEntries, now: () => clock.now });
  return { clock, map };
}

describe('expiring map', () => {
  it('forgets an entry once its time is up, counted from its last set', () => {
    const { clock, map } = mapAt(0);
    map.set('round', 'first');
    clock.now = 999;
    expect(map.get('round')).toBe('first');
    map.set('round', 'second');
    clock.now = 1_998;
    expect(map.get('round')).toBe('second');
    clock.now = 1_999;
    expect(map.get('round')).toBeUndefined();
  });

  it('lets the oldest set entry go when full', () => {
    const { map } = mapAt(0);
    map.set('a', 'A');
    map.set('b', 'B');
    map.set('c', 'C');
    map.set('a', 'A again');
    map.set('d', 'D');
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual(['A again', 'C', 'D']);
  });

  it('deletes by key and by what is held', () => {
    const { map } = mapAt(0, 10);
    map.set('a', 'player-1');
    map.set('b', 'player-2');
    map.set('c', 'player-1');
    map.delete('b');
    expect(map.get('b')).toBeUndefined();
    map.deleteWhere((_key, value) => value === 'player-1');
    expect([map.get('a'), map.get('c')]).toEqual([undefined, undefined]);
  });

  it('never reaches the prototype with a key from the outside', () => {
    const { map } = mapAt(0);
    expect(map.get('__proto__')).toBeUndefined();
    expect(map.get('constructor')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pushRecent } from '#src/lib/recent-list';

describe('pushRecent', () => {
  it('puts the newest first and removes its older copy', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b', 10)).toEqual(['b', 'a', 'c']);
  });

  it('keeps at most the limit', () => {
    const terms = Array.from({ length: 10 }, (_, index) => `t${index}`);
    const next = pushRecent(terms, 'new', 10);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('t9');
  });
});

import { describe, expect, it } from 'vitest';
import { isSeen } from '#src/hooks/use-impression';

function entry(box: [number, number], visible: [number, number]) {
  return {
    isIntersecting: visible[0] > 0 && visible[1] > 0,
    boundingClientRect: { width: box[0], height: box[1] } as DOMRectReadOnly,
    intersectionRect: { width: visible[0], height: visible[1] } as DOMRectReadOnly,
  };
}

describe('impression visibility', () => {
  it('counts a tile 85% visible vertically and 75% horizontally', () => {
    expect(isSeen(entry([200, 200], [150, 170]))).toBe(true);
  });

  it('does not count a tile below either ratio', () => {
    expect(isSeen(entry([200, 200], [149, 200]))).toBe(false);
    expect(isSeen(entry([200, 200], [200, 169]))).toBe(false);
    expect(isSeen(entry([200, 200], [0, 0]))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateWays } from '#src/ways';

describe('evaluateWays', () => {
  it('multiplies matching positions on adjacent reels', () => {
    const board = [
      ['A', 'A', 'B'],
      ['W', 'A', 'C'],
      ['A', 'C', 'C'],
      ['C', 'C', 'C'],
    ];
    const wins = evaluateWays(board, { wild: 'W', paytable: { A: { 3: 2 }, C: { 3: 1 } } });
    expect(wins).toEqual([
      {
        symbol: 'A',
        count: 3,
        ways: 4,
        pay: 8,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
          [2, 0],
        ],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { boardAt, forEachStopCombination, stopCombinationCount } from '#src/reels';
import { spreadEvenly } from '#src/spread-evenly';
import { evaluateWays, type TWaysRules } from '#src/ways';
import { expectedWaysPay } from '#src/ways-expectation';

type S = 'a' | 'b' | 'w' | 'x';
const strips: S[][] = [
  ['a', 'b', 'x', 'a', 'x'],
  ['w', 'a', 'b', 'x'],
  ['b', 'a', 'w', 'x', 'x', 'a'],
  ['a', 'x', 'b'],
];
const rules: TWaysRules<S> = {
  wild: 'w',
  notSubstituted: ['x'],
  paytable: { a: { 2: 1, 3: 5, 4: 20 }, b: { 3: 4, 4: 10 }, x: { 4: 2 } },
};

describe('expectedWaysPay', () => {
  it('equals the average ways pay over every stop combination', () => {
    for (const rows of [1, 2, 3]) {
      let total = 0;
      forEachStopCombination(strips, (stops) => {
        const board = boardAt(strips, stops, rows);
        total += evaluateWays(board, rules).reduce((sum, win) => sum + win.pay, 0);
      });
      expect(expectedWaysPay(strips, rows, rules)).toBeCloseTo(
        total / stopCombinationCount(strips),
        12,
      );
    }
  });
});

describe('spreadEvenly', () => {
  it('keeps every item and alternates two equal groups perfectly', () => {
    const layout = spreadEvenly([
      ['blank', 5],
      ['prize', 3],
      ['top', 2],
    ]);
    expect(layout).toHaveLength(10);
    expect(layout.filter((item) => item === 'top')).toHaveLength(2);
    const halves = spreadEvenly([
      [true, 5],
      [false, 5],
    ]);
    halves.forEach((isFirst, index) => expect(isFirst).toBe(index % 2 === 0));
  });
});

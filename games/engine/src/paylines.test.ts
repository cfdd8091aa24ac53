import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateLine, evaluatePaylines, type TLineRules } from '#src/paylines';

type TSymbol = 'W' | 'A' | 'B' | 'S';
const rules: TLineRules<TSymbol> = {
  wild: 'W',
  notSubstituted: ['S'],
  paytable: { A: { 3: 10, 4: 20, 5: 50 }, B: { 3: 5, 4: 10, 5: 25 }, W: { 5: 100 } },
};

describe('evaluateLine', () => {
  it('counts matches from the left and stops at the first miss', () => {
    expect(evaluateLine(['A', 'A', 'A', 'B', 'A'], rules)).toEqual({
      symbol: 'A',
      count: 3,
      pay: 10,
    });
    expect(evaluateLine(['A', 'A', 'B', 'A', 'A'], rules)).toBeNull();
  });

  it('lets wilds substitute, also when leading', () => {
    expect(evaluateLine(['A', 'W', 'A', 'W', 'B'], rules)).toEqual({
      symbol: 'A',
      count: 4,
      pay: 20,
    });
    expect(evaluateLine(['W', 'W', 'B', 'B', 'A'], rules)).toEqual({
      symbol: 'B',
      count: 4,
      pay: 10,
    });
  });

  it('never substitutes a scatter and pays five wilds as wilds', () => {
    expect(evaluateLine(['W', 'W', 'S', 'S', 'S'], rules)).toBeNull();
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'], rules)).toEqual({
      symbol: 'W',
      count: 5,
      pay: 100,
    });
  });

  it('pays a line of wilds as the best symbol they stand for when wilds pay nothing alone', () => {
    const symbolsOnly = { ...rules, paytable: { A: rules.paytable.A, B: rules.paytable.B } };
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'], symbolsOnly)).toEqual({
      symbol: 'A',
      count: 5,
      pay: 50,
    });
    expect(evaluateLine(['W', 'W', 'W', 'S', 'B'], symbolsOnly)).toEqual({
      symbol: 'A',
      count: 3,
      pay: 10,
    });
  });

  it('pays at least what the same line without wilds pays (property)', () => {
    const symbol = fc.constantFrom<TSymbol>('W', 'A', 'B', 'S');
    fc.assert(
      fc.property(fc.array(symbol, { minLength: 5, maxLength: 5 }), fc.nat(4), (line, index) => {
        const withWild = [...line];
        withWild[index] = 'W';
        const before = evaluateLine(line, {
          ...rules,
          paytable: { A: rules.paytable.A, B: rules.paytable.B },
        });
        const after = evaluateLine(withWild, {
          ...rules,
          paytable: { A: rules.paytable.A, B: rules.paytable.B },
        });
        expect(after?.pay ?? 0).toBeGreaterThanOrEqual(
          line[index] === 'S' ? 0 : (before?.pay ?? 0),
        );
      }),
    );
  });
});

describe('evaluatePaylines', () => {
  it('reports each paying line with its positions', () => {
    const board: TSymbol[][] = [
      ['A', 'B'],
      ['A', 'B'],
      ['A', 'S'],
      ['B', 'S'],
      ['B', 'S'],
    ];
    const wins = evaluatePaylines(
      board,
      [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 1],
        [0, 1, 1, 0, 0],
      ],
      rules,
    );
    expect(wins).toEqual([
      {
        lineIndex: 0,
        symbol: 'A',
        count: 3,
        pay: 10,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
      },
    ]);
  });
});

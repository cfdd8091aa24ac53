import { ratioToNumber, volatilityFor, type TRatio, type TVolatility } from '@casino/game-engine';
import { CASCADE_PAYTABLES, type TCascadePaytableKey, type TCascadeSymbol } from '#src/symbols';
import figures from './generated/figures.json';

export interface TCascadeExactFigures {
  paytable: TCascadePaytableKey;
  /** Stop combinations enumerated: the whole outcome space, each equally likely. */
  rounds: number;
  rtp: TRatio;
  rtpValue: number;
  /** RTP from the paytable times the recorded pay coefficients (equals rtp while in sync). */
  rtpFromPaytable: TRatio;
  hitRate: number;
  standardDeviation: number;
  volatility: TVolatility;
  maxMultiplierHundredths: number;
  maxWinningEvaluations: number;
  cappedRounds: number;
}

/**
 * Exact figures of one title's paytable from the full enumeration recorded by
 * scripts/measure-figures.ts. The RTP is also recomputed from today's paytable and the recorded
 * coefficients: which wins occur does not depend on pay amounts, so the two agree exactly unless
 * the strips or paytables changed without re-running the enumeration (a test checks it).
 */
export function cascadeExactFigures(paytable: TCascadePaytableKey): TCascadeExactFigures {
  const recorded = figures.paytables[paytable];
  const rounds = BigInt(figures.rounds);
  const total = BigInt(recorded.totalHundredths);
  const squares = BigInt(recorded.squaresHundredths);
  const pays: Partial<Record<TCascadeSymbol, Partial<Record<number, number>>>> =
    CASCADE_PAYTABLES[paytable];
  let fromPaytable = 0n;
  for (const [key, coefficient] of Object.entries(figures.coefficients)) {
    const [symbol, count] = key.split(':') as [TCascadeSymbol, string];
    fromPaytable += BigInt(pays[symbol]?.[Number(count)] ?? 0) * BigInt(coefficient);
  }
  const rtp = { numerator: total, denominator: rounds * 100n };
  const standardDeviation = Math.sqrt(
    ratioToNumber({
      numerator: rounds * squares - total * total,
      denominator: rounds * rounds * 10_000n,
    }),
  );
  return {
    paytable,
    rounds: figures.rounds,
    rtp,
    rtpValue: ratioToNumber(rtp),
    rtpFromPaytable: { numerator: fromPaytable, denominator: rounds * 100n },
    hitRate: figures.hits / figures.rounds,
    standardDeviation,
    volatility: volatilityFor(standardDeviation),
    maxMultiplierHundredths: recorded.maxMultiplierHundredths,
    maxWinningEvaluations: figures.maxWinningEvaluations,
    cappedRounds: recorded.cappedRounds,
  };
}

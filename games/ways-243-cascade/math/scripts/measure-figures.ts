// Plays EVERY stop combination of the cascade slot (22^5 rounds) through the production round
// code and records the exact figures in src/generated/figures.json (read by cascadeExactFigures).
// Which wins happen never depends on the pay amounts (all paytables pay the same entries), so one
// enumeration with the royal paytable serves every title: each win's ways × cascade multiplier is
// priced under every paytable. Recorded: per paytable the total paid, its square sum, the largest
// win and capped rounds; shared: hits, the longest tumble chain, and each (symbol, count) entry's
// coefficient (summed ways × multiplier), from which RTP = Σ pay × coefficient / (rounds × 100).
// Run after changing strips or paytables:
//   npx tsx games/ways-243-cascade/math/scripts/measure-figures.ts
import fs from 'node:fs';
import path from 'node:path';
import { forEachStopCombination, stopCombinationCount } from '@casino/game-engine';
import { CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS, playCascadeFromStops } from '#src/cascade-round';
import { CASCADE_PAYTABLE_KEYS, CASCADE_PAYTABLES, CASCADE_STRIPS } from '#src/symbols';

const coefficients: Record<string, bigint> = {};
const perPaytable = Object.fromEntries(
  CASCADE_PAYTABLE_KEYS.map((key) => [
    key,
    { total: 0n, squares: 0n, maxMultiplierHundredths: 0, cappedRounds: 0 },
  ]),
);
let hits = 0;
let maxWinningEvaluations = 0;

forEachStopCombination(CASCADE_STRIPS, (stops) => {
  const round = playCascadeFromStops(stops, 'royal');
  const paid = Object.fromEntries(CASCADE_PAYTABLE_KEYS.map((key) => [key, 0]));
  for (const event of round.events) {
    if (event.type !== 'winInfo') continue;
    for (const win of event.wins) {
      const weight = (win.ways ?? 1) * event.appliedMultiplier;
      const key = `${win.symbol}:${win.count}`;
      coefficients[key] = (coefficients[key] ?? 0n) + BigInt(weight);
      for (const paytable of CASCADE_PAYTABLE_KEYS) {
        const pays: Partial<Record<number, number>> =
          CASCADE_PAYTABLES[paytable][win.symbol as keyof (typeof CASCADE_PAYTABLES)['royal']];
        paid[paytable]! += weight * (pays[win.count] ?? 0);
      }
    }
  }
  if (round.multiplierHundredths > 0) hits += 1;
  maxWinningEvaluations = Math.max(maxWinningEvaluations, round.winningEvaluations);
  for (const paytable of CASCADE_PAYTABLE_KEYS) {
    const figures = perPaytable[paytable]!;
    const total = paid[paytable]!;
    if (total >= CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS) figures.cappedRounds += 1;
    const capped = BigInt(Math.min(total, CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS));
    figures.total += capped;
    figures.squares += capped * capped;
    figures.maxMultiplierHundredths = Math.max(figures.maxMultiplierHundredths, Number(capped));
  }
});

const figures = {
  rounds: stopCombinationCount(CASCADE_STRIPS),
  hits,
  maxWinningEvaluations,
  paytables: Object.fromEntries(
    Object.entries(perPaytable).map(([key, value]) => [
      key,
      {
        totalHundredths: value.total.toString(),
        squaresHundredths: value.squares.toString(),
        maxMultiplierHundredths: value.maxMultiplierHundredths,
        cappedRounds: value.cappedRounds,
      },
    ]),
  ),
  coefficients: Object.fromEntries(
    Object.entries(coefficients)
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([key, value]) => [key, value.toString()]),
  ),
};
const target = path.join(import.meta.dirname, '../src/generated/figures.json');
fs.writeFileSync(target, `${JSON.stringify(figures, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);

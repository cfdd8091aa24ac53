// Measures the published hit rate and volatility of every hold-and-win paytable with a long
// seeded simulation through the production math, checks each against its exact RTP, and records
// the results in src/generated/figures.json (read by describeHoldAndWin). Run after changing the
// math:  npx tsx games/hold-and-win/math/scripts/measure-figures.ts [rounds per paytable]
import fs from 'node:fs';
import path from 'node:path';
import { isRtpWithinConfidence } from '@casino/game-engine';
import { holdAndWinExactRtp } from '#src/rtp';
import { simulateHoldAndWin } from '#src/simulate';
import { HOLD_PAYTABLE_KEYS } from '#src/symbols';

const rounds = Number(process.argv[2] ?? 1_000_000);
const seed = 20_261_122;
const paytables = Object.fromEntries(
  HOLD_PAYTABLE_KEYS.map((paytable) => {
    const simulation = simulateHoldAndWin(rounds, seed, paytable);
    const exactRtp = holdAndWinExactRtp(paytable).rtp;
    return [
      paytable,
      {
        exactRtp,
        simulation: { seed, ...simulation },
        isWithinConfidence: isRtpWithinConfidence(exactRtp, simulation),
      },
    ];
  }),
);
const target = path.join(import.meta.dirname, '../src/generated/figures.json');
fs.writeFileSync(target, `${JSON.stringify({ paytables }, null, 2)}\n`);
process.stdout.write(`${JSON.stringify({ paytables }, null, 2)}\n`);

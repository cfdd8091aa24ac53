// Studio game math: for each engine and themed title, plays seeded rounds through the production
// math and prints the measured RTP ± 3.29·σ/√N beside the published (exact) RTP, the hit rate,
// σ and rounds per second (1,000,000 rounds per line, or --rounds=N); the baseline is the provably fair RNG's draws per second in the same
// run (every round costs at least its draws). `--smoke` plays a few thousand rounds per line.
import {
  createFairRng,
  isRtpWithinConfidence,
  playStudioRound,
  ratioToNumber,
  simulate,
  type TRng,
} from '@casino/game-engine';
import { cascadeExactFigures, CASCADE_VARIANTS, spinCascade } from '@casino/game-ways-243-cascade';
import {
  HOLD_AND_WIN_VARIANTS,
  holdAndWinExactRtp,
  holdAndWinMath,
} from '@casino/game-hold-and-win';
import { minesMath, MINES_VARIANTS, stopRuleRtp } from '@casino/game-mines';
import { plinkoConfiguration, PLINKO_VARIANTS, startPlinko } from '@casino/game-plinko';
import { buyTicket, scratchConfiguration, SCRATCH_VARIANTS } from '@casino/game-scratch';
import { spinWheel, wheelConfiguration, WHEEL_VARIANTS } from '@casino/game-wheel';

const isSmoke = process.argv.includes('--smoke');
const roundsArgument = process.argv.find((argument) => argument.startsWith('--rounds='));
const rounds = roundsArgument
  ? Number(roundsArgument.slice('--rounds='.length))
  : isSmoke
    ? 3_000
    : 1_000_000;
const seed = 20_261_122;

interface TLine {
  title: string;
  expectedRtp: number;
  playRound: (rng: TRng) => number;
}

/** Mines titles are measured with the strategy "open 3 safe tiles, then cash out". */
const MINES_PICKS = 3;

const lines: TLine[] = [
  ...PLINKO_VARIANTS.map((variant) => ({
    title: `plinko ${variant.key} (${variant.defaultRows} rows, ${variant.defaultRisk})`,
    expectedRtp: plinkoConfiguration(variant.defaultRows, variant.defaultRisk).stats.rtpValue,
    playRound: (rng: TRng) =>
      startPlinko(rng, { rows: variant.defaultRows, risk: variant.defaultRisk })
        .multiplierHundredths / 100,
  })),
  ...WHEEL_VARIANTS.map((variant) => ({
    title: `wheel ${variant.key} (${variant.defaultSegments} segments, ${variant.defaultRisk})`,
    expectedRtp: wheelConfiguration(variant.defaultSegments, variant.defaultRisk).stats.rtpValue,
    playRound: (rng: TRng) =>
      spinWheel(rng, { segments: variant.defaultSegments, risk: variant.defaultRisk })
        .multiplierHundredths / 100,
  })),
  ...MINES_VARIANTS.map((variant) => ({
    title: `mines ${variant.key} (${variant.defaultMineCount} mines, ${MINES_PICKS} picks)`,
    expectedRtp: ratioToNumber(stopRuleRtp(variant.defaultMineCount, MINES_PICKS)),
    playRound: (rng: TRng) =>
      playStudioRound(minesMath, rng, { mineCount: variant.defaultMineCount }, (state) =>
        state.revealedCells.length >= MINES_PICKS
          ? 'cashOut'
          : `pick:${state.revealedCells.length}`,
      ).at(-1)!.multiplierHundredths / 100,
  })),
  ...SCRATCH_VARIANTS.map((variant) => ({
    title: `scratch ${variant.key} (table ${variant.table})`,
    expectedRtp: scratchConfiguration(variant.table).stats.rtpValue,
    playRound: (rng: TRng) => buyTicket(rng, { table: variant.table }).multiplierHundredths / 100,
  })),
  ...HOLD_AND_WIN_VARIANTS.map((variant) => ({
    title: `hold-and-win ${variant.key} (paytable ${variant.paytable})`,
    expectedRtp: holdAndWinExactRtp(variant.paytable).rtp,
    playRound: (rng: TRng) =>
      playStudioRound(holdAndWinMath, rng, { paytable: variant.paytable }, () => 'respin').at(-1)!
        .multiplierHundredths / 100,
  })),
  ...CASCADE_VARIANTS.map((variant) => ({
    title: `ways-243-cascade ${variant.key} (paytable ${variant.paytable})`,
    expectedRtp: cascadeExactFigures(variant.paytable).rtpValue,
    playRound: (rng: TRng) =>
      spinCascade(rng, { paytable: variant.paytable }).multiplierHundredths / 100,
  })),
];

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

const baselineDraws = isSmoke ? 100_000 : 2_000_000;
const fairRng = createFairRng({ serverSeed: 'bench', clientSeed: 'bench', nonce: 0 });
const baselineStart = performance.now();
for (let draw = 0; draw < baselineDraws; draw += 1) fairRng.nextInt(25);
const drawsPerSecond = baselineDraws / ((performance.now() - baselineStart) / 1000);
console.log(
  `baseline: fair RNG (HMAC-SHA256) ${Math.round(drawsPerSecond).toLocaleString('en-US')} draws/s`,
);
console.log(
  `${rounds.toLocaleString('en-US')} seeded rounds per line${isSmoke ? ' (smoke)' : ''}\n`,
);

let outside = 0;
for (const line of lines) {
  const started = performance.now();
  const result = simulate(rounds, seed, line.playRound);
  const roundsPerSecond = rounds / ((performance.now() - started) / 1000);
  const isInside = isRtpWithinConfidence(line.expectedRtp, result);
  if (!isInside) outside += 1;
  console.log(
    [
      line.title.padEnd(64),
      `rtp ${percent(result.mean)} ± ${percent(result.halfWidth)}`,
      `exact ${percent(line.expectedRtp)}${isInside ? '' : ' OUTSIDE'}`,
      `hit ${percent(result.hitRate)}`,
      `σ ${result.standardDeviation.toFixed(2)}`,
      `max ${result.maxMultiplier}x`,
      `${Math.round(roundsPerSecond).toLocaleString('en-US')} rounds/s`,
    ].join('  '),
  );
}
console.log(`\n${lines.length - outside} of ${lines.length} lines inside RTP ± 3.29·σ/√N`);

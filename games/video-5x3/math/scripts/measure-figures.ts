/**
 * Long simulation for the published figures (hit rate, σ, volatility, measured RTP): run with
 * `npx tsx games/video-5x3/math/scripts/measure-figures.ts [rounds]`; it rewrites
 * src/generated/figures.json, which the tests check against the exact RTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isRtpWithinConfidence } from '@casino/game-engine';
import { simulateVideo, videoExactRtp } from '@casino/game-video-5x3';

const rounds = Number(process.argv[2] ?? 2_000_000);
const seed = 20_261_122;
const started = Date.now();
const simulation = simulateVideo(rounds, seed);
const exact = videoExactRtp();
const figures = {
  exactRtp: exact.rtp,
  simulation: { seed, ...simulation },
  isWithinConfidence: isRtpWithinConfidence(exact.rtp, simulation),
};
const file = path.join(import.meta.dirname, '..', 'src', 'generated', 'figures.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
process.stdout.write(
  `${JSON.stringify(figures, null, 2)}\n${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);

import type { TGameInfo } from '@casino/contracts';
import { videoFigures } from '#src/figures';
import { VIDEO_ENGINE_KEY, VIDEO_LINE_COUNT, videoGame } from '#src/game';
import { VIDEO_FREE_SPINS, VIDEO_LINE_RULES, VIDEO_SCATTER_PAYS } from '#src/paytable';
import { VIDEO_PAYLINES, VIDEO_ROWS, VIDEO_STRIPS } from '#src/symbols';

/** What the frame shows before betting, all read from the math itself. */
export function videoGameInfo(): TGameInfo {
  const figures = videoFigures();
  const linePays = Object.entries(VIDEO_LINE_RULES.paytable).map(([symbol, pays]) => ({
    symbol,
    pays: Object.entries(pays ?? {}).map(([count, linePay]) => ({
      count: Number(count),
      multiplierHundredths: ((linePay ?? 0) * 100) / VIDEO_LINE_COUNT,
    })),
  }));
  return {
    engineKey: VIDEO_ENGINE_KEY,
    title: 'Crown Jewels',
    rows: VIDEO_ROWS,
    strips: VIDEO_STRIPS.map((strip) => [...strip]),
    paylines: VIDEO_PAYLINES.map((line) => [...line]),
    paytable: [
      ...linePays,
      {
        symbol: 'scatter',
        pays: Object.entries(VIDEO_SCATTER_PAYS).map(([count, pay]) => ({
          count: Number(count),
          multiplierHundredths: pay * 100,
        })),
      },
    ],
    rules: [
      `${VIDEO_PAYLINES.length} fixed lines; the bet is split evenly across them. Lines pay left to right from the first reel.`,
      'Only the highest win per line is paid; wins on different lines add up.',
      'The wild appears on reels 2, 3 and 4 and stands for every symbol except the scatter.',
      `${VIDEO_FREE_SPINS.triggerCount} scatters anywhere pay ${VIDEO_SCATTER_PAYS[VIDEO_FREE_SPINS.triggerCount]}× the bet and award ${VIDEO_FREE_SPINS.spinsAwarded} free spins.`,
      `Every free-spin win is multiplied by ${VIDEO_FREE_SPINS.winMultiplier}. ${VIDEO_FREE_SPINS.triggerCount} scatters during free spins add ${VIDEO_FREE_SPINS.spinsPerRetrigger} more.`,
      `No round pays more than ${videoGame.maxWinMultiplierHundredths / 100}× the bet; reaching it ends the round.`,
      'An interrupted round resumes where it stood. Malfunction voids all pays and plays.',
    ],
    betLevelsMinor: { GC: [...videoGame.betLevelsMinor.GC], SC: [...videoGame.betLevelsMinor.SC] },
    figures: {
      rtp: figures.rtp,
      rtpMax: figures.rtp,
      rtpMethod: 'exact',
      hitRate: figures.hitRate,
      hitRateMax: figures.hitRate,
      maxWinMultiplier: figures.maxWinMultiplier,
      volatility: figures.volatility,
    },
  };
}

import {
  pickWeighted,
  STUDIO_BET_LEVELS_MINOR,
  winMinorFor,
  type TRng,
  type TWeightedTable,
} from '@casino/game-engine';
import type { TCoinType } from '@casino/money';
import type { TBoardPosition, TCoin, TJackpotName } from '@casino/contracts';

/** Six or more coins anywhere start the hold-and-win respins. */
export const HOLD_TRIGGER_COINS = 6;
/** Respins after the trigger; every new coin resets the count to this. */
export const HOLD_RESPINS = 3;
/** Each empty cell lands a coin on a respin with this chance (independently per cell). */
export const HOLD_RESPIN_COIN_CHANCE = { landing: 1, outOf: 16 } as const;

/** The four fixed jackpots, in hundredths of the bet. */
export const HOLD_JACKPOTS_HUNDREDTHS: Readonly<Record<TJackpotName, number>> = {
  mini: 2_000,
  minor: 5_000,
  major: 20_000,
  grand: 100_000,
};

export interface TCoinFace {
  multiplierHundredths: number;
  jackpot: TJackpotName | null;
}

/**
 * What a coin shows: a cash value (multiple of the bet) or one of the mini, minor and major
 * jackpots. The grand is never on a coin: it pays when all 15 cells hold coins.
 */
export const HOLD_COIN_FACES: TWeightedTable<TCoinFace> = [
  { value: { multiplierHundredths: 50, jackpot: null }, weight: 300 },
  { value: { multiplierHundredths: 100, jackpot: null }, weight: 300 },
  { value: { multiplierHundredths: 200, jackpot: null }, weight: 200 },
  { value: { multiplierHundredths: 300, jackpot: null }, weight: 100 },
  { value: { multiplierHundredths: 500, jackpot: null }, weight: 60 },
  { value: { multiplierHundredths: 1_000, jackpot: null }, weight: 25 },
  { value: { multiplierHundredths: HOLD_JACKPOTS_HUNDREDTHS.mini, jackpot: 'mini' }, weight: 10 },
  { value: { multiplierHundredths: HOLD_JACKPOTS_HUNDREDTHS.minor, jackpot: 'minor' }, weight: 4 },
  { value: { multiplierHundredths: HOLD_JACKPOTS_HUNDREDTHS.major, jackpot: 'major' }, weight: 1 },
];

export function drawCoin(rng: TRng, position: TBoardPosition): TCoin {
  const face = pickWeighted(rng, HOLD_COIN_FACES);
  return { position, multiplierHundredths: face.multiplierHundredths, jackpot: face.jackpot };
}

/** One respin's landing test for one empty cell. */
export function landsCoin(rng: TRng): boolean {
  return rng.nextInt(HOLD_RESPIN_COIN_CHANCE.outOf) < HOLD_RESPIN_COIN_CHANCE.landing;
}

/**
 * The jackpot amounts at a bet, in minor units (rounded down), for the lobby's jackpot feed
 * (moreDetails.jackpotFeedGC / jackpotFeedSC) and the frame's jackpot bar.
 */
export function holdAndWinJackpotsMinor(betMinor: number): Record<TJackpotName, number> {
  return {
    mini: winMinorFor(betMinor, HOLD_JACKPOTS_HUNDREDTHS.mini),
    minor: winMinorFor(betMinor, HOLD_JACKPOTS_HUNDREDTHS.minor),
    major: winMinorFor(betMinor, HOLD_JACKPOTS_HUNDREDTHS.major),
    grand: winMinorFor(betMinor, HOLD_JACKPOTS_HUNDREDTHS.grand),
  };
}

/**
 * The lobby's jackpot feed for one coin type (moreDetails.jackpotFeedGC / jackpotFeedSC): the
 * jackpots at that coin's highest bet level, the most a player can win from them in one round.
 */
export function holdAndWinJackpotFeedMinor(coin: TCoinType): Record<TJackpotName, number> {
  return holdAndWinJackpotsMinor(Math.max(...STUDIO_BET_LEVELS_MINOR[coin]));
}

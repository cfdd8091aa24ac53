import {
  expectedWaysPay,
  symbolCountDistribution,
  weightedDistribution,
} from '@casino/game-engine';
import {
  HOLD_COIN_FACES,
  HOLD_JACKPOTS_HUNDREDTHS,
  HOLD_RESPIN_COIN_CHANCE,
  HOLD_RESPINS,
  HOLD_TRIGGER_COINS,
} from '#src/coins';
import {
  HOLD_CELL_COUNT,
  HOLD_ROWS,
  HOLD_STRIPS,
  holdWaysRules,
  type THoldPaytableKey,
} from '#src/symbols';

export interface TRespinOutlook {
  /** Expected coins held when the respins end. */
  expectedCoins: number;
  /** Probability that the respins fill all 15 cells (the grand). */
  fullBoardProbability: number;
}

function binomialProbabilities(trials: number, chance: number): number[] {
  const probabilities: number[] = [];
  let coefficient = 1;
  for (let successes = 0; successes <= trials; successes += 1) {
    probabilities.push(coefficient * chance ** successes * (1 - chance) ** (trials - successes));
    coefficient = (coefficient * (trials - successes)) / (successes + 1);
  }
  return probabilities;
}

/**
 * The respin feature as a Markov chain on (coins held, respins left): each respin every empty
 * cell lands a coin independently with chance q; any new coin resets the respins to 3. Solved
 * by memoised recursion (coins only grow and respins only fall between new coins, so it ends).
 */
export function respinOutlook(startCoins: number, respinsLeft = HOLD_RESPINS): TRespinOutlook {
  const chance = HOLD_RESPIN_COIN_CHANCE.landing / HOLD_RESPIN_COIN_CHANCE.outOf;
  const memo = new Map<string, TRespinOutlook>();
  const solve = (coins: number, respins: number): TRespinOutlook => {
    if (coins === HOLD_CELL_COUNT) return { expectedCoins: coins, fullBoardProbability: 1 };
    if (respins === 0) return { expectedCoins: coins, fullBoardProbability: 0 };
    const key = `${coins}:${respins}`;
    const known = memo.get(key);
    if (known) return known;
    const landing = binomialProbabilities(HOLD_CELL_COUNT - coins, chance);
    let expectedCoins = 0;
    let fullBoardProbability = 0;
    landing.forEach((probability, newCoins) => {
      const next =
        newCoins === 0 ? solve(coins, respins - 1) : solve(coins + newCoins, HOLD_RESPINS);
      expectedCoins += probability * next.expectedCoins;
      fullBoardProbability += probability * next.fullBoardProbability;
    });
    const outlook = { expectedCoins, fullBoardProbability };
    memo.set(key, outlook);
    return outlook;
  };
  return solve(startCoins, respinsLeft);
}

export interface THoldExactRtp {
  /** Ways wins of the base spin, per unit bet. */
  baseWays: number;
  /** Probability that a spin triggers the respins. */
  triggerProbability: number;
  /** The feature's share of the RTP, per unit bet. */
  feature: number;
  rtp: number;
  /** Mean coin face, per unit bet. */
  meanCoin: number;
}

const cached = new Map<THoldPaytableKey, THoldExactRtp>();

/**
 * Exact up to float rounding, no simulation: base ways by the factorised expectation over every
 * reel stop; the coin count at trigger from the exact convolution of every reel's stops; the
 * feature by the Markov chain above. Coin faces are drawn independently of how many coins there
 * are, so the collected value is E[coins at the end] × E[face] (Wald), plus the grand times the
 * chance of a full board. The 5,000x cap is unreachable (see the max-win test), so it does not
 * enter.
 */
export function holdAndWinExactRtp(paytable: THoldPaytableKey): THoldExactRtp {
  const known = cached.get(paytable);
  if (known) return known;
  const baseWays = expectedWaysPay(HOLD_STRIPS, HOLD_ROWS, holdWaysRules(paytable)) / 100;
  const meanCoin =
    weightedDistribution(HOLD_COIN_FACES).reduce(
      (sum, { value, probability }) => sum + value.multiplierHundredths * probability,
      0,
    ) / 100;
  let triggerProbability = 0;
  let feature = 0;
  for (const { value: coins, probability } of symbolCountDistribution(
    HOLD_STRIPS,
    HOLD_ROWS,
    'coin',
  )) {
    if (coins < HOLD_TRIGGER_COINS) continue;
    const outlook = respinOutlook(coins);
    triggerProbability += probability;
    feature +=
      probability *
      (outlook.expectedCoins * meanCoin +
        (outlook.fullBoardProbability * HOLD_JACKPOTS_HUNDREDTHS.grand) / 100);
  }
  const exact = { baseWays, triggerProbability, feature, rtp: baseWays + feature, meanCoin };
  cached.set(paytable, exact);
  return exact;
}

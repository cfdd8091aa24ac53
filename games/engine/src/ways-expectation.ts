import { canSubstitute, payFor } from '#src/paytable';
import type { TReelStrip } from '#src/reels';
import type { TWaysRules } from '#src/ways';

/**
 * Exact expected "all ways" pay of one spin on independent reel strips, in paytable units.
 * A symbol pays pay(c) × m₁·…·m_c when reels 1..c show m_i ≥ 1 matches (symbol or wild) and
 * reel c+1 shows none. Reels stop independently, so the expectation factorises:
 * E = Σ_c pay(c) · E[m₁]·…·E[m_c] · P(m_{c+1} = 0), each factor read off every stop of one reel.
 */
export function expectedWaysPay<S extends string>(
  strips: readonly TReelStrip<S>[],
  rows: number,
  rules: TWaysRules<S>,
): number {
  let total = 0;
  for (const symbol of Object.keys(rules.paytable) as S[]) {
    if (symbol === rules.wild) continue;
    const substitutes = canSubstitute(rules, symbol);
    const perReel = strips.map((strip) => {
      let matchSum = 0;
      let noMatchStops = 0;
      for (let stop = 0; stop < strip.length; stop += 1) {
        let matches = 0;
        for (let row = 0; row < rows; row += 1) {
          const cell = strip[(stop + row) % strip.length];
          if (cell === symbol || (substitutes && cell === rules.wild)) matches += 1;
        }
        matchSum += matches;
        if (matches === 0) noMatchStops += 1;
      }
      return { meanMatches: matchSum / strip.length, noMatch: noMatchStops / strip.length };
    });
    let product = 1;
    for (let count = 1; count <= strips.length; count += 1) {
      product *= perReel[count - 1]!.meanMatches;
      const endsHere = count === strips.length ? 1 : perReel[count]!.noMatch;
      total += payFor(rules.paytable, symbol, count) * product * endsHere;
    }
  }
  return total;
}

/** Autoplay with the stop conditions players expect; checked after every round. */
export interface TAutoplaySettings {
  rounds: number;
  stopOnAnyWin: boolean;
  stopOnFeature: boolean;
  /** What the stop reason calls the feature; 'free spins' when not given. */
  featureName?: string;
  /** Stop when one round wins at least this many bets; 0 = never. */
  singleWinAtLeastBets: number;
  /** Stop when the balance has fallen this many bets below where autoplay started; 0 = never. */
  lossLimitBets: number;
}

export interface TAutoplayRound {
  betMinor: number;
  winMinor: number;
  hadFeature: boolean;
  balanceMinor: number;
}

export function createAutoplay(settings: TAutoplaySettings, startBalanceMinor: number) {
  let remaining = settings.rounds;
  return {
    get remaining() {
      return remaining;
    },
    /** Counts the round and answers why autoplay stops now, or null to go on. */
    afterRound(round: TAutoplayRound): string | null {
      remaining -= 1;
      if (settings.stopOnAnyWin && round.winMinor > 0) return 'a win';
      if (settings.stopOnFeature && round.hadFeature) return settings.featureName ?? 'free spins';
      if (
        settings.singleWinAtLeastBets > 0 &&
        round.winMinor >= settings.singleWinAtLeastBets * round.betMinor
      ) {
        return `a win of ${settings.singleWinAtLeastBets}× or more`;
      }
      if (
        settings.lossLimitBets > 0 &&
        startBalanceMinor - round.balanceMinor >= settings.lossLimitBets * round.betMinor
      ) {
        return 'the loss limit';
      }
      if (round.balanceMinor < round.betMinor) return 'a balance below the bet';
      return remaining <= 0 ? 'the last round' : null;
    },
  };
}
export type TAutoplay = ReturnType<typeof createAutoplay>;

import type { TCoinType } from '@casino/money';
import type { TWalletState } from '#src/rest/wallet/wallet-state';

/**
 * Internal domain events, raised after the transaction that caused them commits. Names are
 * '<domain>.<verb>'. Each module adds its events here; handlers live in the consuming module
 * (missions, tournaments, loyalty, …) and never block the emitter.
 */
export interface TDomainEvents {
  /** A ledger transfer committed and moved this player's balances (never raised for a replay). */
  'wallet.changed': {
    userId: string;
    transferId: string;
    code: string;
    coin: TCoinType;
    state: TWalletState;
    /** The game round the transfer settled or opened (from its metadata); null for any other. */
    roundId: string | null;
    occurredAt: string;
  };
  /** A game round was settled (bet and win in one ledger transfer); raised by the rgs module. */
  'round.settled': {
    roundId: string;
    userId: string;
    gameId: string;
    coin: TCoinType;
    betMinor: number;
    winMinor: number;
    transferId: string;
    settledAt: string;
    engineKey: string;
    /** Total win as a multiple of the bet, in hundredths. */
    multiplierHundredths: number;
    /** Big, mega or epic win (10× the bet or more). */
    isBigWin: boolean;
    /** The game's top prize or its max-win cap was hit. */
    isJackpot: boolean;
    /** Free spins awarded in the round (triggers and retriggers). */
    freeSpinsWon: number;
    /** Winning rounds in a row in this game, this one included; 0 after a loss. */
    consecutiveWins: number;
  };
}

export type TDomainEventName = keyof TDomainEvents;

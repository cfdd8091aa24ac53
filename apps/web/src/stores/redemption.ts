import { create } from 'zustand';

/** The redemption queries (options, requests); the socket's redeem_transaction refreshes them. */
export const REDEMPTION_QUERY_KEY = ['redemption'] as const;

/**
 * How the payout provider's bank page ended (spec §2 return URLs: method=bank, type=redeem,
 * status), kept until the redeem dialog it reopens closes.
 */
interface TBankLinkReturnState {
  outcome: 'linked' | 'notCompleted' | null;
  keep: (outcome: 'linked' | 'notCompleted') => void;
  clear: () => void;
}

export const useBankLinkReturn = create<TBankLinkReturnState>((set) => ({
  outcome: null,
  keep: (outcome) => set({ outcome }),
  clear: () => set({ outcome: null }),
}));

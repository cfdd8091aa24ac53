import type { TKycTrigger } from '@casino/contracts';
import { create } from 'zustand';

/** The query of GET user/force-kyc; the socket invalidates it when the identity check moves. */
export const KYC_QUERY_KEY = ['kyc'] as const;

/**
 * A pending ask to show the KYC dialog: from the force-kyc answer, the forced-KYC socket event,
 * a ForceKYCError, or the account area. The KYC composition opens the dialog and clears it.
 */
interface TKycRequestState {
  trigger: TKycTrigger | null;
  request: (trigger: TKycTrigger) => void;
  clear: () => void;
}

export const useKycRequest = create<TKycRequestState>((set) => ({
  trigger: null,
  request: (trigger) => set({ trigger }),
  clear: () => set({ trigger: null }),
}));

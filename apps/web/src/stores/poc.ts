import type { TPocFailureType, TPocSession } from '@casino/contracts';
import { create } from 'zustand';

/** The query of GET /v2/poc/session-requiring-display. */
export const POC_QUERY_KEY = ['poc'] as const;

/**
 * The POC state of payments §3, §4: the flow (redemption, hanging, failed), the step (init,
 * process), the session's common data and the redemption it holds.
 */
export interface TPocState {
  flow: 'redemption' | 'hanging' | 'failed';
  step: 'init' | 'process';
  commonData: {
    pocSessionId: string;
    attemptNumber: number;
    cardNumberEnding: string;
    requestReason: string;
  };
  extraData: {
    redemptionAmount: number | null;
    redemptionRequestId: string | null;
    failureType: TPocFailureType | null;
    /** Attempts a redemption allows (shown with reached_max_attempt). */
    maxAttempts: number;
  };
}

interface TPocStore {
  /** The wizard's state while it is open; null when it is closed. */
  state: TPocState | null;
  /** A session not finished that the player left (the hanging marker). */
  hanging: TPocSession | null;
  /** A passed session whose notice is due. */
  successNotice: TPocSession | null;
  open: (flow: TPocState['flow'], session: TPocSession) => void;
  setStep: (step: TPocState['step']) => void;
  setHanging: (session: TPocSession | null) => void;
  setSuccessNotice: (session: TPocSession | null) => void;
  close: () => void;
}

export function pocStateOf(flow: TPocState['flow'], session: TPocSession): TPocState {
  return {
    flow,
    step: 'init',
    commonData: {
      pocSessionId: session.id,
      attemptNumber: session.attemptNumber,
      cardNumberEnding: session.cardNumberEnding,
      requestReason: session.requestReason,
    },
    extraData: {
      redemptionAmount: session.redemptionAmount,
      redemptionRequestId: session.redemptionRequestId,
      failureType: session.failureType,
      maxAttempts: session.maxAttempts,
    },
  };
}

export const usePoc = create<TPocStore>((set) => ({
  state: null,
  hanging: null,
  successNotice: null,
  open: (flow, session) => set({ state: pocStateOf(flow, session) }),
  setStep: (step) => set((current) => (current.state ? { state: { ...current.state, step } } : {})),
  setHanging: (hanging) => set({ hanging }),
  setSuccessNotice: (successNotice) => set({ successNotice }),
  close: () => set({ state: null }),
}));

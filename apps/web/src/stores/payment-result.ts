import type { TPaymentResultMessage } from '@casino/contracts';
import { create } from 'zustand';

interface TPaymentResultState {
  /** The latest payment_result socket message (payments §7), until it is handled. */
  latest: TPaymentResultMessage | null;
  receive: (message: TPaymentResultMessage) => void;
  clear: () => void;
}

export const usePaymentResult = create<TPaymentResultState>((set) => ({
  latest: null,
  receive: (message) => set({ latest: message }),
  clear: () => set({ latest: null }),
}));

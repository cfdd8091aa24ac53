import { create } from 'zustand';

/** The link parameter that carries a promo code (payments spec §2, "Other query parameters"). */
export const PROMO_CODE_PARAM = 'pc';
const STORAGE_KEY = 'crown.pendingPromoCode';

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(code: string | null): void {
  try {
    if (code === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode): the code lives in memory for this page only.
  }
}

interface TPendingPromoCodeState {
  /** The code a link brought, kept (in this tab's session storage) until it was shown once. */
  code: string | null;
  keep: (code: string) => void;
  clear: () => void;
}

export const usePendingPromoCode = create<TPendingPromoCodeState>((set) => ({
  code: stored(),
  keep: (code) => {
    store(code);
    set({ code });
  },
  clear: () => {
    store(null);
    set({ code: null });
  },
}));

import { create } from 'zustand';

/** Full-page dialogs by key (spec §2). Home means none is open. */
export const FULL_PAGE_DIALOG_KEYS = [
  'store',
  'redeem',
  'rewards',
  'account',
  'loyalty_program',
  'prevent_purchase',
  'new_tier_congrats',
  'tier_monthly_bonus',
  'tier_birthday_gift',
] as const;
export type TFullPageDialogKey = (typeof FULL_PAGE_DIALOG_KEYS)[number];

/**
 * Ordinary dialogs stack over the page. The sign-in dialogs are opened by the landing and the
 * header; the identity feature registers their content in app/dialogs/dialog-registry.tsx.
 */
export const DIALOG_KEYS = ['login', 'signup'] as const;
export type TDialogKey = (typeof DIALOG_KEYS)[number];

export interface TOpenDialog {
  key: TDialogKey;
  props?: Record<string, unknown>;
}

interface TDialogsState {
  fullPageDialog: TFullPageDialogKey | null;
  dialogs: TOpenDialog[];
  isSideMenuOpen: boolean;
  openFullPageDialog: (key: TFullPageDialogKey) => void;
  /** Opens the key, or goes home when it is already the open one (footer buttons toggle). */
  toggleFullPageDialog: (key: TFullPageDialogKey) => void;
  closeFullPageDialog: () => void;
  openDialog: (key: TDialogKey, props?: Record<string, unknown>) => void;
  closeDialog: (key?: TDialogKey) => void;
  closeAllDialogs: () => void;
  setSideMenuOpen: (isOpen: boolean) => void;
}

export const useDialogs = create<TDialogsState>((set) => ({
  fullPageDialog: null,
  dialogs: [],
  isSideMenuOpen: false,
  openFullPageDialog: (key) => set({ fullPageDialog: key, isSideMenuOpen: false }),
  toggleFullPageDialog: (key) =>
    set((state) => ({
      fullPageDialog: state.fullPageDialog === key ? null : key,
      isSideMenuOpen: false,
    })),
  closeFullPageDialog: () => set({ fullPageDialog: null }),
  openDialog: (key, props) =>
    set((state) => ({
      dialogs: [...state.dialogs.filter((dialog) => dialog.key !== key), { key, props }],
      isSideMenuOpen: false,
    })),
  closeDialog: (key) =>
    set((state) => ({
      dialogs: key
        ? state.dialogs.filter((dialog) => dialog.key !== key)
        : state.dialogs.slice(0, -1),
    })),
  closeAllDialogs: () => set({ dialogs: [], fullPageDialog: null, isSideMenuOpen: false }),
  setSideMenuOpen: (isOpen) => set({ isSideMenuOpen: isOpen }),
}));

/** Shorthand for callers outside React (keyboard handler, identity flow). */
export function openDialog(key: TDialogKey, props?: Record<string, unknown>): void {
  useDialogs.getState().openDialog(key, props);
}

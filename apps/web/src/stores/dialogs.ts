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
  /** Opens the key with a history entry of its own, so browser Back closes it. */
  openFullPageDialog: (key: TFullPageDialogKey) => void;
  /** Opens the key, or goes home when it is already the open one (footer buttons toggle). */
  toggleFullPageDialog: (key: TFullPageDialogKey) => void;
  /** Closes through history when the dialog's own entry is the current one (Back and Close agree). */
  closeFullPageDialog: () => void;
  openDialog: (key: TDialogKey, props?: Record<string, unknown>) => void;
  closeDialog: (key?: TDialogKey) => void;
  /** Closes everything at once (log-in, log-out, error fallback); leaves history where it is. */
  closeAllDialogs: () => void;
  setSideMenuOpen: (isOpen: boolean) => void;
}

/** The key of history.state under which an open full-page dialog is remembered. */
const HISTORY_KEY = 'fullPageDialog';

function isFullPageDialogKey(value: unknown): value is TFullPageDialogKey {
  return (FULL_PAGE_DIALOG_KEYS as readonly unknown[]).includes(value);
}

function historyDialog(): TFullPageDialogKey | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object') return null;
  const key = (state as Record<string, unknown>)[HISTORY_KEY];
  return isFullPageDialogKey(key) ? key : null;
}

/**
 * Writes the dialog into the current history entry, or into a new one. The router's own fields
 * in history.state are kept, so its back and forward bookkeeping is unchanged.
 */
function writeHistoryDialog(key: TFullPageDialogKey | null, isNewEntry: boolean): void {
  const current: unknown = window.history.state;
  const base = current && typeof current === 'object' ? { ...current } : {};
  const next: Record<string, unknown> = { ...base, [HISTORY_KEY]: key };
  if (key === null) delete next[HISTORY_KEY];
  if (isNewEntry) window.history.pushState(next, '');
  else window.history.replaceState(next, '');
}

export const useDialogs = create<TDialogsState>((set, get) => ({
  fullPageDialog: null,
  dialogs: [],
  isSideMenuOpen: false,
  openFullPageDialog: (key) => {
    // Switching from one dialog to another reuses the entry: Back goes to the page, not the last.
    writeHistoryDialog(key, historyDialog() === null);
    set({ fullPageDialog: key, isSideMenuOpen: false });
  },
  toggleFullPageDialog: (key) => {
    if (get().fullPageDialog === key) get().closeFullPageDialog();
    else get().openFullPageDialog(key);
  },
  closeFullPageDialog: () => {
    if (get().fullPageDialog === null) return;
    set({ fullPageDialog: null });
    if (historyDialog() !== null) window.history.back();
  },
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
  closeAllDialogs: () => {
    if (historyDialog() !== null) writeHistoryDialog(null, false);
    set({ dialogs: [], fullPageDialog: null, isSideMenuOpen: false });
  },
  setSideMenuOpen: (isOpen) => set({ isSideMenuOpen: isOpen }),
}));

// Back (or Forward) onto an entry decides which full-page dialog is open: none on the page's
// own entry, the remembered one on a dialog's entry.
window.addEventListener('popstate', () => {
  const key = historyDialog();
  if (useDialogs.getState().fullPageDialog !== key) useDialogs.setState({ fullPageDialog: key });
});

/** Shorthand for callers outside React (keyboard handler, identity flow). */
export function openDialog(key: TDialogKey, props?: Record<string, unknown>): void {
  useDialogs.getState().openDialog(key, props);
}

import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * The modal portal (spec §2): one item at a time over everything else.
 * - persistent: the overlay click and Escape do not close it.
 * - silent: opening it plays no sound and sends no analytics.
 * - beforeClose: runs before closing; answering false keeps it open.
 */
export interface TPortalOptions {
  isPersistent?: boolean;
  isSilent?: boolean;
  contentClassName?: string;
  label?: string;
  beforeClose?: () => boolean | void;
}

interface TPortalState {
  content: ReactNode | null;
  options: TPortalOptions;
  openPortal: (content: ReactNode, options?: TPortalOptions) => void;
  /** Closes unless beforeClose vetoes; `force` skips the veto (logout, error fallback). */
  closePortal: (force?: boolean) => void;
}

export const usePortal = create<TPortalState>((set, get) => ({
  content: null,
  options: {},
  openPortal: (content, options = {}) => set({ content, options }),
  closePortal: (force = false) => {
    const { content, options } = get();
    if (content === null) return;
    if (!force && options.beforeClose?.() === false) return;
    set({ content: null, options: {} });
  },
}));

/**
 * Opens `content` in the portal and resolves once it has left it (closed, or replaced by other
 * content): how a feature tells the feature manager its dialog is finished.
 */
export function showInPortal(content: ReactNode, options?: TPortalOptions): Promise<void> {
  usePortal.getState().openPortal(content, options);
  return new Promise((resolve) => {
    const unsubscribe = usePortal.subscribe((state) => {
      if (state.content === content) return;
      unsubscribe();
      resolve();
    });
  });
}

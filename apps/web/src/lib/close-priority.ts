import { useDialogs } from '#src/stores/dialogs';
import { useOnboarding } from '#src/stores/onboarding';
import { usePortal } from '#src/stores/portal';

/**
 * Spec §6 order for closing the top-most open item: puzzle game, hammers game, prize drop game,
 * free-spins dialog, portal, ordinary dialog, full-page dialog, snappy gifts dialog. Features
 * whose items sit in that order (minigames, free spins, snappy gifts, event-trigger popup)
 * register a closer with their rank; the shell's own layers are built in.
 */
export const CLOSE_RANK = {
  puzzleGame: 0,
  hammersGame: 1,
  prizeDropGame: 2,
  freeSpinsDialog: 3,
  portal: 4,
  dialog: 5,
  fullPageDialog: 6,
  snappyGiftsDialog: 7,
  sideMenu: 8,
  /** The lobby's search panel: Escape leaves search once nothing sits over it. */
  searchPanel: 9,
} as const;

export interface TCloser {
  rank: number;
  isOpen: () => boolean;
  /** `force` is true for the Ctrl+S shortcut, which also closes persistent items. */
  close: (force: boolean) => void;
}

const registered = new Set<TCloser>();

export function registerCloser(closer: TCloser): () => void {
  registered.add(closer);
  return () => registered.delete(closer);
}

const builtIn: TCloser[] = [
  {
    rank: CLOSE_RANK.portal,
    isOpen: () => usePortal.getState().content !== null,
    close: (force) => {
      const { options, closePortal } = usePortal.getState();
      if (force || !options.isPersistent) closePortal(force);
    },
  },
  {
    rank: CLOSE_RANK.dialog,
    isOpen: () => useDialogs.getState().dialogs.length > 0,
    close: () => useDialogs.getState().closeDialog(),
  },
  {
    rank: CLOSE_RANK.fullPageDialog,
    isOpen: () => useDialogs.getState().fullPageDialog !== null,
    close: () => useDialogs.getState().closeFullPageDialog(),
  },
  {
    rank: CLOSE_RANK.sideMenu,
    // The menu stays open while an onboarding step asks for an action inside it.
    isOpen: () =>
      useDialogs.getState().isSideMenuOpen && !useOnboarding.getState().isMenuActionStep,
    close: () => useDialogs.getState().setSideMenuOpen(false),
  },
];

/** Closes the highest-priority open item; answers whether anything was open. */
export function closeTopMost(force: boolean): boolean {
  const open = [...builtIn, ...registered]
    .filter((closer) => closer.isOpen())
    .sort((a, b) => a.rank - b.rank);
  const top = open[0];
  if (!top) return false;
  top.close(force);
  return true;
}

import { create } from 'zustand';

/** The dialogs a log-in may open by themselves, in the order they take turns. */
export const STARTUP_DIALOGS = ['dailyBonus', 'marketingConsent'] as const;
export type TStartupDialog = (typeof STARTUP_DIALOGS)[number];

/** Engagement §9: the longest a dialog waits for an earlier one's data (feature fetch max wait). */
export const STARTUP_TURN_MAX_WAIT_MS = 4000;

interface TStartupDialogsState {
  /** The log-in (its `loggedInAt`) each dialog has decided about: shown, or nothing to show. */
  decided: Partial<Record<TStartupDialog, number>>;
  markDecided: (dialog: TStartupDialog, loggedInAt: number) => void;
}

/**
 * The order of the dialogs shown after a log-in (decision 121): each launcher marks when it has
 * opened its dialog or decided not to, and a later one waits for the earlier ones (at most
 * STARTUP_TURN_MAX_WAIT_MS) before it waits for the portal to be free.
 */
export const useStartupDialogs = create<TStartupDialogsState>((set) => ({
  decided: {},
  markDecided: (dialog, loggedInAt) =>
    set((state) => ({ decided: { ...state.decided, [dialog]: loggedInAt } })),
}));

/** Resolves when every dialog before `dialog` has decided about this log-in, or after the wait. */
export function waitForTurn(dialog: TStartupDialog, loggedInAt: number): Promise<void> {
  const earlier = STARTUP_DIALOGS.slice(0, STARTUP_DIALOGS.indexOf(dialog));
  const isTurn = (decided: TStartupDialogsState['decided']) =>
    earlier.every((name) => decided[name] === loggedInAt);
  if (isTurn(useStartupDialogs.getState().decided)) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, STARTUP_TURN_MAX_WAIT_MS);
    const unsubscribe = useStartupDialogs.subscribe((state) => {
      if (isTurn(state.decided)) finish();
    });
  });
}

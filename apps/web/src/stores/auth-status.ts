import { createTransitionStore } from '#src/lib/transition-store';

/** Spec §4 auth statuses. */
export const AUTH_STATUSES = [
  'unauthenticated',
  'userInactive',
  'userSelfExcluded',
  'authError',
  'authenticated',
  'thirdPartyFirstLogin',
  'error',
] as const;
export type TAuthStatus = (typeof AUTH_STATUSES)[number];

interface TAuthStatusState {
  status: TAuthStatus;
  /** The signed-in account (apiLogin's userId); null for a guest. Keys per-player queries. */
  userId: string | null;
  isUserDataReady: boolean;
  /** The first auth check has answered (the CMS loader and the footer wait for it). */
  isAuthResolved: boolean;
  /** The sign-in/sign-up flow is finished; the footer navigation shows only then. */
  isAuthFlowDone: boolean;
  /** Another tab of this browser took the session (prevent_multisession_enable). */
  isDisconnectedByMultisession: boolean;
  /**
   * When an in-app log-in or sign-up last finished (ms); null for a resumed session or a guest.
   * Dialogs shown "once after login" (the daily bonus) key on it.
   */
  loggedInAt: number | null;
  /** Signs the player out; the identity feature installs the real one. */
  logOut: () => Promise<void>;
  setAuthState: (patch: Partial<Omit<TAuthStatusState, 'setAuthState'>>) => void;
}

/**
 * The shell's view of who is signed in. The identity feature owns the truth and writes it here
 * through setAuthState (composed in app/); until its first check answers, the visitor is a guest
 * whose state is not resolved yet (the home page shows neither landing nor lobby). Most of the
 * page reads it, so its hook renders a change as a transition, in slices (lib/transition-store).
 */
export const useAuthStatus = createTransitionStore<TAuthStatusState>((set) => ({
  status: 'unauthenticated',
  userId: null,
  isUserDataReady: false,
  isAuthResolved: false,
  isAuthFlowDone: true,
  isDisconnectedByMultisession: false,
  loggedInAt: null,
  logOut: async () => undefined,
  setAuthState: (patch) => set(patch),
}));

/** Resolves once the first auth check has answered. */
export function waitForAuthResolved(): Promise<void> {
  if (useAuthStatus.getState().isAuthResolved) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useAuthStatus.subscribe((state) => {
      if (!state.isAuthResolved) return;
      unsubscribe();
      resolve();
    });
  });
}

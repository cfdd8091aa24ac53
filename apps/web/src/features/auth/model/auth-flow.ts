import { create } from 'zustand';
import { apiLogin } from '#src/features/auth/api/api-login';
import { resumeSession } from '#src/features/auth/api/resume-session';
import { signOut } from '#src/features/auth/api/sign-out';
import { ApiError } from '#src/lib/api-client';
import { useAuthStatus, type TAuthStatus } from '#src/stores/auth-status';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

/**
 * §4: firstLogin → thirdPartyFirstLogin; notThirdParty / nonFirstLogin → authenticated;
 * anything else → error (the server may grow statuses this client does not know).
 */
export function mapServerStatus(status: string): TAuthStatus {
  switch (status) {
    case 'firstLogin':
      return 'thirdPartyFirstLogin';
    case 'notThirdParty':
    case 'nonFirstLogin':
      return 'authenticated';
    case 'userInactive':
      return 'userInactive';
    case 'userSelfExcluded':
      return 'userSelfExcluded';
    default:
      return 'error';
  }
}

/** What the app wires in around the flow (other features: the country chooser, the profile). */
interface TAuthFlowHooks {
  /** Opens Choose Your Settings; resolves when it is done. */
  openCountryChooser: (options: { isForced: boolean }) => Promise<void>;
  /** Whether the signed-in player still has to choose a country (force_country_selection). */
  needsCountry: () => Promise<boolean>;
  isFlagOn: (flag: 'sign_up_flow_country_selection' | 'force_country_selection') => boolean;
  /** Drops player data on logout (wallet, coin type, queries). */
  onLoggedOut: () => void;
}

interface TAuthFlowState {
  hooks: TAuthFlowHooks;
  selfExcludedUntil: string | null;
  configure: (hooks: Partial<TAuthFlowHooks>) => void;
}

export const useAuthFlow = create<TAuthFlowState>((set) => ({
  hooks: {
    openCountryChooser: async () => undefined,
    needsCountry: async () => false,
    isFlagOn: () => false,
    onLoggedOut: () => undefined,
  },
  selfExcludedUntil: null,
  configure: (hooks) => set((state) => ({ hooks: { ...state.hooks, ...hooks } })),
}));

const COUNTRY_CHOOSER_DELAY_MS = 200;

/**
 * The apiLogin step: maps the server status into the shell's auth store. On page load it asks
 * without failing for a guest (resume-session answers null); after a sign-in it is apiLogin.
 * A 401 means a guest; a 403 on the first check is tolerated (guest); others are an error.
 */
export async function resolveAuth(options: { isInitial?: boolean } = {}): Promise<TAuthStatus> {
  const { setAuthState } = useAuthStatus.getState();
  try {
    const answer = options.isInitial ? await resumeSession() : await apiLogin();
    if (answer === null) {
      setAuthState({
        status: 'unauthenticated',
        userId: null,
        isUserDataReady: false,
        isAuthResolved: true,
        isAuthFlowDone: true,
      });
      return 'unauthenticated';
    }
    const status = mapServerStatus(answer.status);
    useAuthFlow.setState({ selfExcludedUntil: answer.selfExcludedUntil });
    setAuthState({
      status,
      userId: answer.userId,
      isUserDataReady: status === 'authenticated',
      isAuthResolved: true,
      isAuthFlowDone: status !== 'thirdPartyFirstLogin',
      loggedInAt: !options.isInitial && status === 'authenticated' ? Date.now() : null,
    });
    if (status === 'authenticated') await afterAuthenticated();
    return status;
  } catch (error) {
    const isGuest =
      error instanceof ApiError &&
      (error.status === 401 || (options.isInitial && error.status === 403));
    const status: TAuthStatus = isGuest ? 'unauthenticated' : 'error';
    setAuthState({
      status,
      userId: null,
      isUserDataReady: false,
      isAuthResolved: true,
      isAuthFlowDone: true,
    });
    return status;
  }
}

/** §4: successful sign-in closes open dialogs and the portal; a forced country chooser may follow. */
async function afterAuthenticated(): Promise<void> {
  useDialogs.getState().closeAllDialogs();
  usePortal.getState().closePortal(true);
  const { hooks } = useAuthFlow.getState();
  if (hooks.isFlagOn('force_country_selection') && (await hooks.needsCountry())) {
    await hooks.openCountryChooser({ isForced: true });
  }
}

/**
 * The end of sign-up (after the welcome bonus): the country chooser 200 ms later when
 * sign_up_flow_country_selection is on, then the player is authenticated.
 */
export async function finishSignUpFlow(): Promise<void> {
  const { hooks } = useAuthFlow.getState();
  useDialogs.getState().closeDialog('signup');
  if (hooks.isFlagOn('sign_up_flow_country_selection')) {
    await new Promise((resolve) => setTimeout(resolve, COUNTRY_CHOOSER_DELAY_MS));
    await hooks.openCountryChooser({ isForced: false });
  }
  // The account's id keys its queries (feature flags): the session is the new player's now.
  const account = await apiLogin().catch(() => null);
  useAuthStatus.getState().setAuthState({
    status: 'authenticated',
    userId: account?.userId ?? null,
    isUserDataReady: true,
    isAuthFlowDone: true,
    loggedInAt: Date.now(),
  });
}

/** Logout revokes the session, drops player state and closes every dialog (§4). */
export async function logOut(): Promise<void> {
  try {
    await signOut();
  } finally {
    useDialogs.getState().closeAllDialogs();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({
      status: 'unauthenticated',
      userId: null,
      isUserDataReady: false,
      isAuthFlowDone: true,
      isDisconnectedByMultisession: false,
      loggedInAt: null,
    });
    useAuthFlow.getState().hooks.onLoggedOut();
  }
}

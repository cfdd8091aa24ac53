import { useAuthStatus } from '#src/stores/auth-status';

/**
 * Spec §4: a user is authorised only when user data is ready and the status is authenticated.
 * This is the one place the shell asks; the identity feature fills the store behind it.
 */
export function useIsAuthorized(): boolean {
  return useAuthStatus((state) => state.isUserDataReady && state.status === 'authenticated');
}

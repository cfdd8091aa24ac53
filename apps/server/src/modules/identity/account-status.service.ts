import type { TServerAuthStatus } from '@casino/contracts';
import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';
import { effectiveAccountState } from '#src/modules/identity/identity.service';

/**
 * The apiLogin step (§4): after identity sign-in the client asks the backend for the account's
 * status. userInactive / userSelfExcluded open Account Locked; firstLogin (the first third-party
 * sign-in, reported once) opens the welcome bonus; the others mean authenticated.
 */
export function createAccountStatusService(deps: {
  repository: TIdentityRepository;
  clock: TClock;
}) {
  const { repository, clock } = deps;
  return {
    /** Raises: UnauthorizedError when the user no longer exists. */
    async apiLogin(userId: string) {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('UnauthorizedError', 'Sign in to continue');
      const now = clock.now();
      const state = effectiveAccountState(user, now);
      let status: TServerAuthStatus = 'notThirdParty';
      if (state === 'inactive') status = 'userInactive';
      else if (state === 'selfExcluded') status = 'userSelfExcluded';
      else if (user.isThirdPartyFirstLoginPending) {
        status = 'firstLogin';
        await repository.updateUser(userId, { isThirdPartyFirstLoginPending: false }, now);
      } else if (await repository.hasThirdPartyAccount(userId)) {
        status = 'nonFirstLogin';
      }
      return {
        status,
        userId: user.id,
        firebaseUid: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        selfExcludedUntil:
          state === 'selfExcluded' ? (user.selfExcludedUntil?.toISOString() ?? null) : null,
      };
    },
  };
}
export type TAccountStatusService = ReturnType<typeof createAccountStatusService>;

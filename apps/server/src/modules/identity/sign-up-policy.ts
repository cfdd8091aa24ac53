import { AppError } from '#src/lib/errors';
import type { TGeoLookup } from '#src/modules/profile/profile-geo';
import type { TProfileService } from '#src/modules/profile/profile.service';
import type { TAccountHooks } from '#src/modules/identity/email-auth.service';

/** What sign-up needs from the marketing-consent module (its service satisfies this). */
export interface TConsentRecorder {
  answer(
    userId: string,
    body: { marketingConsentId: number; isAccepted: boolean; referrer: string },
  ): Promise<unknown>;
}

export const EXCLUDED_TERRITORY_MESSAGE =
  'Crown Casino is not available in your location. You can look around, but you cannot sign up or play from here.';

/**
 * Who may create an account and what happens when one is created: a player in an excluded
 * territory (UNAVAILABLE_STATES_CODES) or unsupported country can browse but not sign up; a
 * new account gets a profile in its territory and the marketing consents it answered.
 */
export function createSignUpPolicy(deps: {
  geo: TGeoLookup;
  profile: Pick<TProfileService, 'createForUser'>;
  consents: TConsentRecorder;
}) {
  const { geo, profile, consents } = deps;

  async function recordConsents(
    userId: string,
    answers: Array<{ marketingConsentId: number; isAccepted: boolean }>,
    referrer: string,
  ): Promise<void> {
    // One at a time (§7); an unknown or withdrawn consent is skipped, as the client ignores
    // marketing consent errors (§8).
    for (const answer of answers) {
      try {
        await consents.answer(userId, { ...answer, referrer });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  }

  const hooks: TAccountHooks & { recordConsents: typeof recordConsents } = {
    recordConsents,

    /** Raises: ExcludedTerritoryError. */
    async assertSignUpAllowed(ip) {
      const clean = await geo.resolve(ip);
      if (clean.isExcluded) {
        throw new AppError('ExcludedTerritoryError', EXCLUDED_TERRITORY_MESSAGE, 403, {
          countryCode: clean.countryCode,
          territoryCode: clean.territoryCode,
        });
      }
    },

    async onUserCreated(userId, context) {
      const clean = await geo.resolve(context.ip);
      await profile.createForUser(userId, {
        ip: context.ip,
        countryCode: clean.countryCode,
        territoryCode: clean.territoryCode,
      });
      await recordConsents(userId, context.marketingConsents, 'sign_up');
    },
  };
  return hooks;
}

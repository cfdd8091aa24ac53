import { AppError } from '#src/lib/errors';
import type { TGeoService } from '#src/modules/geo/geo.service';
import type { TMarketingConsentService } from '#src/modules/marketing-consent/marketing-consent.service';
import type { TAccountHooks } from '#src/modules/identity/email-auth.service';

export const EXCLUDED_TERRITORY_MESSAGE =
  'Crown Casino is not available in your location. You can look around, but you cannot sign up or play from here.';

/** Where a new account was created from, for the modules that set it up (profile). */
export interface TNewAccount {
  ip: string;
  countryCode: string | null;
  territoryCode: string | null;
  /** The invite code of a friend's link (campaign, source=friends), when the sign-up had one. */
  referrerCode: string | null;
  /** The browser id the sign-up page sent, when it sent one. */
  deviceId: string | null;
}

/**
 * Runs inside sign-up, before it answers: a module whose data must exist as soon as the account
 * does (the profile) registers one. A failing hook fails the sign-up. Reactions that may come
 * later use domain events instead.
 */
export type TAccountCreatedHook = (userId: string, account: TNewAccount) => Promise<void>;

/**
 * Who may create an account and what happens when one is created: a player in an excluded
 * territory (UNAVAILABLE_STATES_CODES) or unsupported country can browse but not sign up; a
 * new account gets what the account-created hooks set up and the marketing consents it answered.
 */
export function createSignUpPolicy(deps: {
  geo: Pick<TGeoService, 'resolve'>;
  consents: Pick<TMarketingConsentService, 'answerAll'>;
}) {
  const { geo, consents } = deps;
  const accountCreatedHooks: TAccountCreatedHook[] = [];

  const policy: TAccountHooks & { addAccountCreatedHook(hook: TAccountCreatedHook): void } = {
    addAccountCreatedHook(hook) {
      accountCreatedHooks.push(hook);
    },

    /** Raises: ExcludedTerritoryError. */
    async assertSignUpAllowed(ip) {
      const clean = await geo.resolve(ip);
      if (clean.isExcluded) {
        throw new AppError('ExcludedTerritoryError', EXCLUDED_TERRITORY_MESSAGE, {
          countryCode: clean.countryCode,
          territoryCode: clean.territoryCode,
        });
      }
    },

    async onUserCreated(userId, context) {
      const clean = await geo.resolve(context.ip);
      const account = {
        ip: context.ip,
        countryCode: clean.countryCode,
        territoryCode: clean.territoryCode,
        referrerCode: context.referrerCode ?? null,
        deviceId: context.deviceId ?? null,
      };
      for (const hook of accountCreatedHooks) await hook(userId, account);
      await consents.answerAll(userId, context.marketingConsents, 'sign_up');
    },
  };
  return policy;
}
export type TSignUpPolicy = ReturnType<typeof createSignUpPolicy>;

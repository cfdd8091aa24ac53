import {
  ageOn,
  fillMessage,
  PROFILE_MESSAGES,
  type TChooseCountryBody,
  type TUpdateProfileBody,
  type TUserProfile,
} from '@casino/contracts';
import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TGeoService } from '#src/modules/geo/geo.service';
import type { TIdentityService } from '#src/modules/identity/identity.service';
import type { TProfilePatch, TProfileRepository } from '#src/modules/profile/profile.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_LEGAL_AGE = 18;

/**
 * The player profile (§3): read, update with the §5 rules, and the country chooser. Currency
 * follows the country until the player has chosen a country; after that it is fixed (§4).
 */
export function createProfileService(deps: {
  repository: TProfileRepository;
  geo: Pick<TGeoService, 'resolve' | 'getTerritory' | 'getCountry'>;
  identity: Pick<TIdentityService, 'describeAccount'>;
  clock: TClock;
}) {
  const { repository, geo, clock } = deps;

  async function legalAgeFor(countryCode: string | null, territoryCode: string | null) {
    if (!countryCode || !territoryCode) return DEFAULT_LEGAL_AGE;
    return (await geo.getTerritory(territoryCode, countryCode))?.legalAge ?? DEFAULT_LEGAL_AGE;
  }

  /** Raises: NotFoundError ('Failed to fetch user profile'). */
  async function getProfile(userId: string, clientIp: string | null): Promise<TUserProfile> {
    const [profile, account] = await Promise.all([
      repository.findByUser(userId),
      deps.identity.describeAccount(userId),
    ]);
    if (!profile || !account) {
      throw new AppError('NotFoundError', 'Failed to fetch user profile');
    }
    const territory =
      profile.countryCode && profile.territoryCode
        ? await geo.getTerritory(profile.territoryCode, profile.countryCode)
        : null;
    const clean = clientIp ? await geo.resolve(clientIp) : null;
    return {
      userId,
      firebaseUid: userId,
      title: profile.title,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: account.email,
      phone: profile.phone,
      phoneVerified: profile.phoneVerified,
      dateOfBirth: profile.dateOfBirth,
      address: profile.address,
      city: profile.city,
      zipCode: profile.zipCode,
      createdAt: account.createdAt.toISOString(),
      currencyCode: profile.currencyCode,
      currency: { code: profile.currencyCode },
      clientIP: clientIp,
      language: profile.language,
      countryCode: profile.countryCode,
      territory: profile.territoryCode
        ? {
            code: profile.territoryCode,
            name: territory?.name ?? null,
            legalAge: territory?.legalAge ?? DEFAULT_LEGAL_AGE,
          }
        : null,
      isCountrySetByUser: profile.isCountrySetByUser,
      isOnboardingCompleted: profile.isOnboardingCompleted,
      finishedCoinBackTutorial: profile.finishedCoinBackTutorial,
      finishedLoyaltyTutorial: profile.finishedLoyaltyTutorial,
      kycStatus: profile.kycStatus,
      stats: {
        accountAgeDays: Math.floor((clock.now().getTime() - account.createdAt.getTime()) / DAY_MS),
      },
      cleanGeoData: {
        countryCode: clean?.countryCode ?? null,
        territoryCode: clean?.territoryCode ?? null,
        territoryKey: clean?.territoryKey ?? null,
        territoryLegalAge: clean?.territoryLegalAge ?? DEFAULT_LEGAL_AGE,
      },
      accountState: account.accountState,
      selfExcludedUntil: account.selfExcludedUntil?.toISOString() ?? null,
    };
  }

  return {
    getProfile,

    async createForUser(
      userId: string,
      context: { ip: string | null; countryCode: string | null; territoryCode: string | null },
    ): Promise<void> {
      const country = context.countryCode ? await geo.getCountry(context.countryCode) : null;
      await repository.insertIfAbsent({
        userId,
        countryCode: context.countryCode,
        territoryCode: context.territoryCode,
        currencyCode: country?.currencyCode ?? 'USD',
        signUpIp: context.ip,
      });
    },

    /**
     * Raises: ValidationError ('Date of birth cannot be in the future', 'You must be at least
     * {legalAge} years old', unknown territory), NotFoundError.
     */
    async updateProfile(userId: string, body: TUpdateProfileBody, clientIp: string | null) {
      const profile = await repository.findByUser(userId);
      if (!profile) throw new AppError('NotFoundError', 'Failed to fetch user profile');
      const patch: TProfilePatch = { ...body };
      const countryCode = profile.countryCode ?? 'US';
      if (body.territoryCode) {
        const territory = await geo.getTerritory(body.territoryCode, countryCode);
        if (!territory) {
          throw new AppError(
            'ValidationError',
            fillMessage(PROFILE_MESSAGES.fieldInvalid, { field: 'State' }),
          );
        }
        patch.territoryCode = territory.territoryCode;
      }
      if (body.dateOfBirth) {
        const now = clock.now();
        if (new Date(`${body.dateOfBirth}T00:00:00Z`) > now) {
          throw new AppError('ValidationError', PROFILE_MESSAGES.dateInFuture);
        }
        const legalAge = await legalAgeFor(
          countryCode,
          patch.territoryCode ?? profile.territoryCode,
        );
        if (ageOn(body.dateOfBirth, now) < legalAge) {
          throw new AppError(
            'UnderAgeError',
            fillMessage(PROFILE_MESSAGES.underAge, { legalAge }),
            { legalAge },
          );
        }
      }
      await repository.update(userId, patch, clock.now());
      return getProfile(userId, clientIp);
    },

    /** Raises: ValidationError ('Please select your country') for an unknown country. */
    async chooseCountry(userId: string, body: TChooseCountryBody, clientIp: string | null) {
      const profile = await repository.findByUser(userId);
      if (!profile) throw new AppError('NotFoundError', 'Failed to fetch user profile');
      const country = await geo.getCountry(body.countryCode);
      if (!country) throw new AppError('ValidationError', PROFILE_MESSAGES.countryRequired);
      const isCountryChanged = profile.countryCode !== country.code;
      await repository.update(
        userId,
        {
          countryCode: country.code,
          language: body.language ?? 'EN',
          isCountrySetByUser: true,
          ...(isCountryChanged ? { territoryCode: null } : {}),
          ...(profile.isCountrySetByUser ? {} : { currencyCode: country.currencyCode }),
        },
        clock.now(),
      );
      return getProfile(userId, clientIp);
    },

    async setPhone(userId: string, phone: string): Promise<void> {
      await repository.update(userId, { phone, phoneVerified: true }, clock.now());
    },

    async findByPhone(phone: string) {
      return repository.findByPhone(phone);
    },

    /** The player's phone if verified (codes by text go only there); null otherwise. */
    async verifiedPhoneOf(userId: string): Promise<string | null> {
      const profile = await repository.findByUser(userId);
      return profile?.phoneVerified && profile.phone ? profile.phone : null;
    },
  };
}
export type TProfileService = ReturnType<typeof createProfileService>;

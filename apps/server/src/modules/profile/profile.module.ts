import { defineModule } from '#src/lib/module';
import { createPhoneVerificationRepository } from '#src/modules/profile/phone-verification.repository';
import { phoneVerificationRoutes } from '#src/modules/profile/phone-verification.routes';
import { createPhoneVerificationService } from '#src/modules/profile/phone-verification.service';
import { createProfileRepository } from '#src/modules/profile/profile.repository';
import { profileRoutes } from '#src/modules/profile/profile.routes';
import { createProfileService, type TProfileService } from '#src/modules/profile/profile.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    profile: TProfileService;
  }
}

/**
 * The player profile (§3) and its verified phone number. A new account gets its profile through
 * identity's account-created hook, in the territory it signed up from.
 */
export const profileModule = defineModule({
  name: 'profile',
  needs: ['identity', 'geo', 'sms', 'marketingConsent'],
  async register(app, { db, clock }, { identity, geo, sms, marketingConsent }) {
    const profile = createProfileService({
      repository: createProfileRepository(db),
      geo,
      identity,
      clock,
    });
    identity.onAccountCreated((userId, account) => profile.createForUser(userId, account));
    const phoneVerification = createPhoneVerificationService({
      repository: createPhoneVerificationRepository(db),
      owners: profile,
      sms,
      identity,
      consents: marketingConsent,
      clock,
    });
    profileRoutes(app, profile);
    phoneVerificationRoutes(app, phoneVerification);
    return { profile };
  },
});

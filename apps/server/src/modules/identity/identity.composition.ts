import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { accountRoutes } from '#src/modules/identity/account.routes';
import { createAccountStatusService } from '#src/modules/identity/account-status.service';
import { passwordResetMail } from '#src/modules/identity/auth-mails';
import { createAuthRateLimiter } from '#src/modules/identity/auth-rate-limiter';
import { createBetterAuth } from '#src/modules/identity/better-auth';
import { createEmailAuthService } from '#src/modules/identity/email-auth.service';
import { createTokenSigner } from '#src/modules/identity/id-token';
import { loadIdentityKeys } from '#src/modules/identity/identity.keys';
import { createIdentityRepository } from '#src/modules/identity/identity.repository';
import { identityRoutes } from '#src/modules/identity/identity.routes';
import { oauthRoutes } from '#src/modules/identity/oauth.routes';
import { createThirdPartyAuthService } from '#src/modules/identity/third-party-auth.service';
import { createIdentityService } from '#src/modules/identity/identity.service';
import { createPhoneVerificationRepository } from '#src/modules/identity/phone-verification.repository';
import { createPhoneVerificationService } from '#src/modules/identity/phone-verification.service';
import { createSignUpPolicy, type TConsentRecorder } from '#src/modules/identity/sign-up-policy';
import { createMailRepository } from '#src/modules/mail/mail.repository';
import { mailRoutes } from '#src/modules/mail/mail.routes';
import { createMailService } from '#src/modules/mail/mail.service';
import type { TGeoLookup } from '#src/modules/profile/profile-geo';
import { createProfileRepository } from '#src/modules/profile/profile.repository';
import { profileRoutes } from '#src/modules/profile/profile.routes';
import { createProfileService } from '#src/modules/profile/profile.service';
import { createSmsRepository } from '#src/modules/sms/sms.repository';
import { createOutboxSmsProvider, createSmsService } from '#src/modules/sms/sms.service';

/**
 * Builds identity (sign-up, log-in, sessions, tokens, account states, phone), the mail and SMS
 * outboxes, and the player profile. Geo and marketing consents come from their own modules.
 */
export function createIdentityServices(deps: {
  config: TConfig;
  database: TDatabaseHandle;
  logger: Logger;
  clock: TClock;
  geo: TGeoLookup;
  marketingConsents: TConsentRecorder;
}) {
  const { config, clock, logger, geo } = deps;
  const db = deps.database.db;
  const keys = loadIdentityKeys(config);
  const signer = createTokenSigner(keys, config.publicUrl);
  const repository = createIdentityRepository(db);
  const limiter = createAuthRateLimiter(repository, clock);
  const mail = createMailService({
    repository: createMailRepository(db),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    isDevPageEnabled: !config.isProduction,
    logger,
  });
  const smsRepository = createSmsRepository(db);
  const sms = createSmsService({
    provider: createOutboxSmsProvider(smsRepository),
    repository: smsRepository,
  });
  const auth = createBetterAuth({
    config,
    db,
    secret: keys.authSecret,
    hooks: {
      sendResetPassword: ({ user, token }) =>
        mail.send(
          passwordResetMail(
            user.email,
            `${config.publicUrl}/?resetToken=${encodeURIComponent(token)}`,
          ),
        ),
    },
  });
  const identity = createIdentityService({ config, auth, repository, signer, clock, logger });
  const profile = createProfileService({
    repository: createProfileRepository(db),
    geo,
    clock,
    accountStateOf: async (userId) => {
      const user = await repository.findUserById(userId);
      return {
        accountState: user ? identity.accountStateOf(user) : 'active',
        selfExcludedUntil: user?.selfExcludedUntil ?? null,
      };
    },
  });
  const signUpPolicy = createSignUpPolicy({ geo, profile, consents: deps.marketingConsents });
  const emailAuth = createEmailAuthService({
    config,
    auth,
    repository,
    signer,
    limiter,
    mail,
    clock,
    hooks: signUpPolicy,
  });
  const phoneVerification = createPhoneVerificationService({
    repository: createPhoneVerificationRepository(db),
    owners: profile,
    sms,
    limiter,
    clock,
    secret: keys.authSecret,
    onConsents: (userId, answers) =>
      signUpPolicy.recordConsents(userId, answers, 'phone_verification'),
  });
  const thirdPartyAuth = createThirdPartyAuthService({
    config,
    auth,
    repository,
    clock,
    hooks: signUpPolicy,
  });
  return {
    identity,
    emailAuth,
    thirdPartyAuth,
    accountStatus: createAccountStatusService({ repository, clock }),
    phoneVerification,
    mail,
    sms,
    profile,
  };
}

export function identityModuleRoutes(
  app: FastifyInstance,
  services: ReturnType<typeof createIdentityServices>,
): void {
  identityRoutes(app, services);
  accountRoutes(app, services);
  oauthRoutes(app, services.thirdPartyAuth);
  profileRoutes(app, services.profile);
  if (services.mail.isDevPageEnabled) mailRoutes(app, services);
}

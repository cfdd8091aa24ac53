import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
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
import {
  createIdentityService,
  type TIdentityService,
} from '#src/modules/identity/identity.service';
import { oauthRoutes } from '#src/modules/identity/oauth.routes';
import { assertKnownRolePermissions } from '#src/modules/identity/role-permissions';
import { createSecurityAudit } from '#src/modules/identity/security-audit';
import { createSignUpPolicy } from '#src/modules/identity/sign-up-policy';
import { createThirdPartyAuthService } from '#src/modules/identity/third-party-auth.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    identity: TIdentityService;
  }
}

/**
 * Sign-up, log-in (email and third-party), sessions, ID tokens and account states. Other
 * modules call the identity service: who is calling, may this player transact, and the
 * account-created hook (the profile module sets up a new account's profile through it).
 */
export const identityModule = defineModule({
  name: 'identity',
  needs: ['mail', 'geo', 'marketingConsent', 'audit'],
  async register(app, { db, config, clock, logger }, { mail, geo, marketingConsent, audit }) {
    const keys = loadIdentityKeys(config);
    const signer = createTokenSigner(keys, config.publicUrl);
    const repository = createIdentityRepository(db);
    await assertKnownRolePermissions(repository);
    const limiter = createAuthRateLimiter(repository, clock, config.AUTH_ATTEMPT_LIMIT_FACTOR);
    const inTransaction = unitOfWork(db, createIdentityRepository);
    const securityAudit = createSecurityAudit({ inTransaction, audit });
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
    const signUpPolicy = createSignUpPolicy({ geo, consents: marketingConsent });
    const identity = createIdentityService({
      config,
      auth,
      repository,
      signer,
      limiter,
      signUpPolicy,
      secret: keys.authSecret,
      clock,
      logger,
      inTransaction,
      audit,
    });
    const emailAuth = createEmailAuthService({
      config,
      auth,
      repository,
      signer,
      limiter,
      mail,
      clock,
      hooks: signUpPolicy,
      securityAudit,
    });
    const thirdPartyAuth = createThirdPartyAuthService({
      config,
      auth,
      repository,
      securityAudit,
      clock,
      hooks: signUpPolicy,
    });
    const accountStatus = createAccountStatusService({ repository, clock });

    identityRoutes(app, { identity, emailAuth, accountStatus, mail });
    accountRoutes(app, { identity });
    oauthRoutes(app, thirdPartyAuth);
    return { identity };
  },
});

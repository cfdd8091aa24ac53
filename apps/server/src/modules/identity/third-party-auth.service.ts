import { randomBytes } from 'node:crypto';
import type { TThirdPartySignInQuery } from '@casino/contracts';
import type { TConfig } from '#src/config';
import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TBetterAuth } from '#src/modules/identity/better-auth';
import type { TAccountHooks, TRequestContext } from '#src/modules/identity/email-auth.service';
import { normaliseEmail } from '#src/modules/identity/email-normalisation';
import type { TSecurityAudit } from '#src/modules/identity/security-audit';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';
import { createOidcClient, type TOidcIdentity } from '#src/modules/identity/oidc-client';
import { enabledOAuthProviders, type TOAuthProviderId } from '#src/modules/identity/oidc-providers';

const STATE_TTL_MS = 10 * 60 * 1000;

interface TPendingState {
  providerId: TOAuthProviderId;
  nonce: string;
  codeVerifier: string;
  /** The e-mail sign-up's referral attribution, used when this sign-in creates the account. */
  referrerCode?: string | undefined;
  deviceId?: string | undefined;
}

export function oauthCallbackPath(providerId: string): string {
  return `/api/auth/oauth/${providerId}/callback`;
}

const newId = () => randomBytes(16).toString('base64url');

/**
 * Third-party sign-in (Google, Facebook, Apple) over standard OpenID Connect. The pending
 * state lives one-time in the database and is bound to the browser by a cookie. A provider
 * account links to an existing account only through an email the provider has verified. A new
 * account gets the referral attribution its /start carried, as an e-mail sign-up does.
 */
export function createThirdPartyAuthService(deps: {
  config: TConfig;
  auth: TBetterAuth;
  repository: TIdentityRepository;
  securityAudit: TSecurityAudit;
  clock: TClock;
  hooks: TAccountHooks;
}) {
  const { config, auth, repository, clock, hooks } = deps;
  const clients = new Map(
    enabledOAuthProviders(config).map((provider) => [
      provider.id,
      createOidcClient(provider, `${config.publicUrl}${oauthCallbackPath(provider.id)}`),
    ]),
  );

  function clientFor(providerId: string) {
    const client = clients.get(providerId as TOAuthProviderId);
    if (!client) throw new AppError('NotFoundError', 'This sign-in method is not available');
    return client;
  }

  async function findOrCreateUser(
    providerId: TOAuthProviderId,
    identity: TOidcIdentity,
    context: TRequestContext,
    attribution: TThirdPartySignInQuery,
  ): Promise<string> {
    const linked = await repository.findUserIdByAccount(providerId, identity.subject);
    if (linked) return linked;
    const now = clock.now();
    const account = { id: newId(), providerId, accountId: identity.subject };
    const email = identity.email
      ? normaliseEmail(identity.email, {
          isProduction: config.isProduction,
          internalDomain: config.INTERNAL_EMAIL_DOMAIN,
        })
      : null;
    if (!email) throw new AppError('EmailRequiredError', 'Your account has no email address');
    const existing = await repository.findUserByEmail(email);
    if (existing) {
      // Linking to an address the provider has not verified would hand the account to whoever
      // registered that address there.
      if (!identity.isEmailVerified) {
        throw new AppError('AccountConflictError', 'An account with this email already exists');
      }
      await repository.linkAccount(existing.id, account, now);
      if (!existing.emailVerified) await repository.markEmailVerified(existing.id, now);
      return existing.id;
    }
    await hooks.assertSignUpAllowed(context.ip);
    const userId = newId();
    await repository.insertThirdPartyUser(
      {
        id: userId,
        name: identity.name ?? email.split('@')[0] ?? email,
        email,
        emailVerified: identity.isEmailVerified,
      },
      account,
      now,
    );
    await hooks.onUserCreated(userId, {
      ip: context.ip,
      marketingConsents: [],
      referrerCode: attribution.referrerCode,
      deviceId: attribution.deviceId,
    });
    return userId;
  }

  return {
    isSecureCookie: config.publicUrl.startsWith('https://'),

    listProviders: () =>
      [...clients.values()].map(({ provider }) => ({ id: provider.id, name: provider.name })),

    /** Raises: NotFoundError for a provider that is not switched on. */
    async start(providerId: string, attribution: TThirdPartySignInQuery = {}) {
      const client = clientFor(providerId);
      const { url, state, nonce, codeVerifier } = await client.begin();
      const pending: TPendingState = {
        providerId: client.provider.id,
        nonce,
        codeVerifier,
        referrerCode: attribution.referrerCode,
        deviceId: attribution.deviceId,
      };
      await repository.insertVerification({
        id: newId(),
        identifier: `oauth-state:${state}`,
        value: JSON.stringify(pending),
        expiresAt: new Date(clock.now().getTime() + STATE_TTL_MS),
      });
      return { url, state };
    },

    /**
     * Completes the flow and opens a session. Raises: OAuthStateError (unknown, used, expired
     * or foreign state), OidcError, ExcludedTerritoryError, AccountConflictError.
     */
    async complete(
      providerId: string,
      callback: { code: string; state: string; browserState: string | undefined },
      context: TRequestContext,
    ) {
      const client = clientFor(providerId);
      const stored = await repository.takeVerification(
        `oauth-state:${callback.state}`,
        clock.now(),
      );
      const pending = stored ? (JSON.parse(stored) as TPendingState) : null;
      if (
        !pending ||
        pending.providerId !== client.provider.id ||
        callback.browserState !== callback.state
      ) {
        throw new AppError('OAuthStateError', 'The sign-in attempt expired. Please try again.');
      }
      const identity = await client.complete(callback.code, pending);
      const userId = await findOrCreateUser(client.provider.id, identity, context, {
        referrerCode: pending.referrerCode,
        deviceId: pending.deviceId,
      });
      const issued = await auth.api.issueSession({
        body: { userId },
        headers: context.headers,
        returnHeaders: true,
      });
      try {
        await deps.securityAudit.recordPlayerEvent(userId, 'player.signed_in', context, {
          method: client.provider.id,
        });
      } catch (error) {
        // No session without its audit row: the cookie is never sent.
        await repository.deleteSession(issued.response.sessionId);
        throw error;
      }
      return { userId, setCookieHeaders: issued.headers };
    },
  };
}
export type TThirdPartyAuthService = ReturnType<typeof createThirdPartyAuthService>;

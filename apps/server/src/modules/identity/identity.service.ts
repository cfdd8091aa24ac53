import { createHmac } from 'node:crypto';
import { isPermission } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { TConfig } from '#src/config';
import { AppError } from '#src/lib/errors';
import { createExpiringMap } from '#src/lib/expiring-map';
import type { TClock } from '#src/lib/clock';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TPrincipal } from '#src/plugins/app/access-policy';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TAuthRateLimiter } from '#src/modules/identity/auth-rate-limiter';
import type { TBetterAuth } from '#src/modules/identity/better-auth';
import { toFetchHeaders } from '#src/modules/identity/fastify-bridge';
import type { TTokenSigner, TVerifiedClaims } from '#src/modules/identity/id-token';
import type {
  TAccountState,
  TIdentityRepository,
  TIdentityUser,
} from '#src/modules/identity/identity.repository';
import type { TSignUpPolicy } from '#src/modules/identity/sign-up-policy';

const BEARER_PREFIX = 'bearer ';

/**
 * How long this process trusts what it read of a session and of an account's state (decision
 * 151): a round then needs no identity read. Sign-out, locks, breaks and revocations made in
 * this process forget at once; made in another process they reach here within this time.
 */
export const IDENTITY_CACHE_TTL_MS = 5_000;
const IDENTITY_CACHE_MAX = 50_000;

/** The state that applies now: a self-exclusion whose end date has passed is over. */
export function effectiveAccountState(user: TIdentityUser, now: Date): TAccountState {
  if (
    user.accountState === 'selfExcluded' &&
    user.selfExcludedUntil !== null &&
    user.selfExcludedUntil <= now
  ) {
    return 'active';
  }
  return user.accountState;
}

function accountStateOf(accountState: TAccountState, selfExcludedUntil: Date | null) {
  return { accountState, selfExcludedUntil: selfExcludedUntil?.toISOString() ?? null };
}

/**
 * Who is calling (session cookie, or a Bearer ID token for the frames and socket), the ID
 * tokens themselves, and the account states that decide whether a player may transact.
 */
export function createIdentityService(deps: {
  config: TConfig;
  auth: TBetterAuth;
  repository: TIdentityRepository;
  signer: TTokenSigner;
  limiter: TAuthRateLimiter;
  signUpPolicy: Pick<TSignUpPolicy, 'addAccountCreatedHook'>;
  /** The identity secret; other modules get keyed hashes of it, never the secret. */
  secret: string;
  clock: TClock;
  logger: Logger;
  inTransaction: TUnitOfWork<TIdentityRepository>;
  audit: Pick<TAuditService, 'record'>;
}) {
  const { auth, repository, signer, clock, config } = deps;
  const nowMs = () => clock.now().getTime();
  const identityCache = {
    ttlMs: IDENTITY_CACHE_TTL_MS,
    maxEntries: IDENTITY_CACHE_MAX,
    now: nowMs,
  };
  /** Live sessions by id, with the principal they resolved to. */
  const principals = createExpiringMap<TPrincipal>(identityCache);
  /**
   * ID tokens whose signature this process checked, by the token itself (decision 152): a
   * round verifies no signature again. The token's own expiry still applies to every use.
   */
  const verifiedTokens = createExpiringMap<TVerifiedClaims>(identityCache);
  /** Accounts by user id, for the per-round transact check. */
  const accounts = createExpiringMap<TIdentityUser>(identityCache);

  function forgetUser(userId: string): void {
    accounts.deleteWhere((key) => key === userId);
    principals.deleteWhere((_key, principal) => principal.userId === userId);
  }

  async function principalFor(userId: string, sessionId: string): Promise<TPrincipal | null> {
    const user = await repository.findUserById(userId);
    if (!user) return null;
    // The same row the per-round transact check reads: a round right after needs no second read.
    accounts.set(userId, user);
    return { userId, sessionId, permissions: user.permissions.filter(isPermission) };
  }

  /**
   * Raises: UnauthorizedError (no such user), AccountLockedError (inactive or self-excluded:
   * 'It seems that your Account is Locked, Please contact Customer Support.').
   */
  async function assertCanTransact(userId: string): Promise<void> {
    let user = accounts.get(userId) ?? null;
    if (!user) {
      user = await repository.findUserById(userId);
      if (user) accounts.set(userId, user);
    }
    if (!user) throw new AppError('UnauthorizedError', 'Sign in to continue');
    const state = effectiveAccountState(user, clock.now());
    if (state !== 'active') {
      throw new AppError(
        'AccountLockedError',
        'It seems that your Account is Locked, Please contact Customer Support.',
        { accountState: state, selfExcludedUntil: user.selfExcludedUntil?.toISOString() ?? null },
      );
    }
  }

  async function verifyIdToken(token: string): Promise<TPrincipal | null> {
    let claims = verifiedTokens.get(token);
    if (!claims || claims.expiresAtMs <= nowMs()) {
      claims = (await signer.verify(token, 'crown-casino', clock.now())) ?? undefined;
      if (!claims) return null;
      verifiedTokens.set(token, claims);
    }
    if (!claims.sessionId) return null;
    const cached = principals.get(claims.sessionId);
    if (cached) return cached.userId === claims.subject ? cached : null;
    const session = await repository.findLiveSession(claims.sessionId, clock.now());
    if (!session || session.userId !== claims.subject) return null;
    const principal = await principalFor(claims.subject, claims.sessionId);
    if (principal) principals.set(claims.sessionId, principal);
    return principal;
  }

  return {
    async resolvePrincipal(request: FastifyRequest): Promise<TPrincipal | null> {
      const authorization = request.headers.authorization;
      if (authorization?.toLowerCase().startsWith(BEARER_PREFIX)) {
        return verifyIdToken(authorization.slice(BEARER_PREFIX.length).trim());
      }
      if (!request.headers.cookie) return null;
      const result = await auth.api.getSession({ headers: toFetchHeaders(request) });
      if (!result) return null;
      return principalFor(result.user.id, result.session.id);
    },

    /** A short-lived ID token bound to a live session (revoking the session voids it). */
    async issueIdToken(userId: string, sessionId: string) {
      return signer.sign(
        { subject: userId, sessionId },
        'crown-casino',
        config.ID_TOKEN_TTL_SECONDS,
        clock.now(),
      );
    },

    verifyIdToken,
    assertCanTransact,

    /** The session ended here (sign-out): its ID tokens stop working in this process at once. */
    forgetSession(sessionId: string): void {
      principals.deleteWhere((key) => key === sessionId);
    },

    async findUser(userId: string): Promise<TIdentityUser | null> {
      return repository.findUserById(userId);
    },

    /** What other modules show of an account (the profile answer); null for an unknown user. */
    async describeAccount(userId: string) {
      const user = await repository.findUserById(userId);
      if (!user) return null;
      return {
        email: user.email,
        createdAt: user.createdAt,
        accountState: effectiveAccountState(user, clock.now()),
        selfExcludedUntil: user.selfExcludedUntil,
      };
    },

    /** See TAccountCreatedHook: for data that must exist as soon as an account does. */
    onAccountCreated: deps.signUpPolicy.addAccountCreatedHook,

    /**
     * Counts one attempt per key in the shared auth counters (per account, per IP) and raises
     * TooManyRequestsError when any is over its rule; for other modules' one-time codes.
     */
    limitAttempts: (checks: Parameters<TAuthRateLimiter['consume']>[0]) =>
      deps.limiter.consume(checks),

    /** HMAC-SHA256 under the identity secret: one-time codes are stored this way, never clear. */
    keyedHash(value: string): Buffer {
      return createHmac('sha256', deps.secret).update(value).digest();
    },

    /**
     * Operator action: lock (inactive), self-exclude until a date or indefinitely, or reactivate,
     * audited with the operator's reason in the same transaction. Locking ends the player's
     * sessions at once. Raises: NotFoundError.
     */
    async setAccountState(
      userId: string,
      state: TAccountState,
      selfExcludedUntil: Date | null,
      change: { actor: TAuditActor; reason: string },
    ): Promise<void> {
      await deps.inTransaction(async (usersInTx, tx) => {
        const user = await usersInTx.findUserById(userId);
        if (!user) throw new AppError('NotFoundError', 'User not found');
        const until = state === 'selfExcluded' ? selfExcludedUntil : null;
        await usersInTx.updateUser(
          userId,
          { accountState: state, selfExcludedUntil: until },
          clock.now(),
        );
        if (state !== 'active') await usersInTx.deleteSessionsOfUser(userId);
        await deps.audit.record(tx, {
          actor: change.actor,
          action: 'account.state_set',
          target: { type: 'player', id: userId },
          before: accountStateOf(user.accountState, user.selfExcludedUntil),
          after: { ...accountStateOf(state, until), reason: change.reason },
        });
      });
      forgetUser(userId);
    },

    /**
     * The player's own break or self-exclusion (responsible gaming), audited in the same
     * transaction. It cannot be lifted by the player before it ends; every session ends now.
     * A break needs a length. Raises: ValidationError, UnauthorizedError.
     */
    async requestSelfExclusion(
      request: { kind: 'takeBreak' | 'selfExclusion'; durationDays?: number | undefined },
      actor: TAuditActor & { id: string },
    ): Promise<Date | null> {
      if (request.kind === 'takeBreak' && !request.durationDays) {
        throw new AppError('ValidationError', 'Break length is required');
      }
      const now = clock.now();
      const until = request.durationDays
        ? new Date(now.getTime() + request.durationDays * 24 * 60 * 60 * 1000)
        : null;
      await deps.inTransaction(async (usersInTx, tx) => {
        const user = await usersInTx.findUserById(actor.id);
        if (!user) throw new AppError('UnauthorizedError', 'Sign in to continue');
        await usersInTx.updateUser(
          actor.id,
          { accountState: 'selfExcluded', selfExcludedUntil: until },
          now,
        );
        await usersInTx.deleteSessionsOfUser(actor.id);
        await deps.audit.record(tx, {
          actor,
          action: request.kind === 'takeBreak' ? 'player.break_taken' : 'player.self_excluded',
          target: { type: 'player', id: actor.id },
          before: accountStateOf(user.accountState, user.selfExcludedUntil),
          after: accountStateOf('selfExcluded', until),
        });
      });
      forgetUser(actor.id);
      return until;
    },

    /** Revokes every session of a user (locks, password changes, self-exclusion). */
    async revokeAllSessions(userId: string): Promise<void> {
      await repository.deleteSessionsOfUser(userId);
      forgetUser(userId);
    },

    jwks: () => signer.publicJwks(),
  };
}
export type TIdentityService = ReturnType<typeof createIdentityService>;

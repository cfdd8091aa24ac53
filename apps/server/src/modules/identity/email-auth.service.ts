import { createHash, randomBytes } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { TConfig } from '#src/config';
import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TMailService } from '#src/modules/mail/mail.service';
import type { TSignUpBody } from '@casino/contracts';
import {
  existingAccountMail,
  passwordResetMail,
  verificationMail,
} from '#src/modules/identity/auth-mails';
import { AUTH_RATE_RULES, type TAuthRateLimiter } from '#src/modules/identity/auth-rate-limiter';
import type { TBetterAuth } from '#src/modules/identity/better-auth';
import { normaliseEmail } from '#src/modules/identity/email-normalisation';
import type { TTokenSigner } from '#src/modules/identity/id-token';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';
import { hashPassword } from '#src/modules/identity/password-hashing';
import type { TSecurityAudit } from '#src/modules/identity/security-audit';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const TICKET_TTL_SECONDS = 2 * 60 * 60;
const UNKNOWN_SUBJECT_PREFIX = 'unknown:';

export interface TRequestContext {
  ip: string;
  /** The request's id, kept in audit rows. */
  requestId?: string;
  headers: Headers;
  /** The caller may read the outbox page: sign-up and sign-in answers then link to it. */
  canReadOutbox?: boolean;
}

/** What account creation needs from the modules around identity (geo, profile, consents). */
export interface TAccountHooks {
  /** Refuses sign-up where it is not allowed (excluded territory); raises an AppError. */
  assertSignUpAllowed(ip: string): Promise<void>;
  onUserCreated(
    userId: string,
    context: {
      ip: string;
      marketingConsents: Array<{ marketingConsentId: number; isAccepted: boolean }>;
      /** The invite code the sign-up came with (decision 167). */
      referrerCode?: string | undefined;
      /** The browser's id (the socket's browserId), for the second-account check. */
      deviceId?: string | undefined;
    },
  ): Promise<void>;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Email sign-up, log-in, verification and password reset. Answers never reveal whether an
 * address has an account: a duplicate sign-up answers like a new one (and mails the owner),
 * and a wrong password and an unknown address give the same error.
 */
export function createEmailAuthService(deps: {
  config: TConfig;
  auth: TBetterAuth;
  repository: TIdentityRepository;
  signer: TTokenSigner;
  limiter: TAuthRateLimiter;
  mail: TMailService;
  clock: TClock;
  hooks: TAccountHooks;
  securityAudit: TSecurityAudit;
}) {
  const { config, auth, repository, signer, limiter, mail, clock, hooks } = deps;
  const normalise = (email: string) =>
    normaliseEmail(email, {
      isProduction: config.isProduction,
      internalDomain: config.INTERNAL_EMAIL_DOMAIN,
    });

  async function sendVerification(userId: string, email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertVerification({
      id: randomBytes(16).toString('hex'),
      identifier: `email-verify:${sha256(token)}`,
      value: userId,
      expiresAt: new Date(clock.now().getTime() + VERIFICATION_TTL_MS),
    });
    const url = `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    await mail.send(verificationMail(email, url));
  }

  async function pendingAnswer(subject: string, email: string, context: TRequestContext) {
    const { token } = await signer.sign(
      { subject },
      'crown-casino:email-verification',
      TICKET_TTL_SECONDS,
      clock.now(),
    );
    return {
      emailVerified: false,
      verificationTicket: token,
      resendAvailableInSeconds: AUTH_RATE_RULES.verificationResend.windowMs / 1000,
      ...(mail.isOutboxMode && context.canReadOutbox
        ? { devOutboxUrl: `/api/dev/outbox?to=${encodeURIComponent(email)}` }
        : {}),
    };
  }

  async function ticketSubject(ticket: string): Promise<string> {
    const claims = await signer.verify(ticket, 'crown-casino:email-verification', clock.now());
    if (!claims) {
      throw new AppError(
        'InvalidTicketError',
        'This verification has expired. Please log in again.',
      );
    }
    return claims.subject;
  }

  return {
    normalise,

    /** Raises: TooManyRequestsError, ExcludedTerritoryError (from hooks), ValidationError. */
    async signUp(body: TSignUpBody & { password: string }, context: TRequestContext) {
      await limiter.consume([
        { key: `sign-up:ip:${context.ip}`, rule: AUTH_RATE_RULES.signUpPerIp },
      ]);
      await hooks.assertSignUpAllowed(context.ip);
      const email = normalise(body.email);
      const existing = await repository.findUserByEmail(email);
      if (existing) {
        // Same work and same answer as a new account; the owner gets a mail about it.
        await hashPassword(body.password);
        await mail.send(existingAccountMail(email, `${config.publicUrl}/?login=1`));
        return pendingAnswer(
          `${UNKNOWN_SUBJECT_PREFIX}${randomBytes(12).toString('hex')}`,
          email,
          context,
        );
      }
      const result = await auth.api.signUpEmail({
        body: { email, password: body.password, name: email.split('@')[0] ?? email },
        headers: context.headers,
      });
      const userId = result.user.id;
      await hooks.onUserCreated(userId, {
        ip: context.ip,
        marketingConsents: body.marketingConsents ?? [],
        referrerCode: body.referrerCode,
        deviceId: body.deviceId,
      });
      await limiter.consume([
        { key: `verify-resend:${userId}`, rule: AUTH_RATE_RULES.verificationResend },
      ]);
      await sendVerification(userId, email);
      return pendingAnswer(userId, email, context);
    },

    /**
     * Returns the session's Set-Cookie headers for a verified account. An unverified account gets
     * no session, only a verification ticket. Raises: InvalidCredentialsError, TooManyRequestsError.
     */
    async signIn(body: { email: string; password: string }, context: TRequestContext) {
      const email = normalise(body.email);
      await limiter.consume([
        { key: `sign-in:ip:${context.ip}`, rule: AUTH_RATE_RULES.signInPerIp },
        { key: `sign-in:account:${email}`, rule: AUTH_RATE_RULES.signInPerAccount },
      ]);
      let signedIn;
      try {
        signedIn = await auth.api.signInEmail({
          body: { email, password: body.password, rememberMe: true },
          headers: context.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (error instanceof APIError && error.statusCode < 500) {
          throw new AppError('InvalidCredentialsError', INVALID_CREDENTIALS_MESSAGE);
        }
        throw error;
      }
      await limiter.reset(`sign-in:account:${email}`);
      const user = signedIn.response.user;
      if (!user.emailVerified) {
        await repository.deleteSessionByToken(signedIn.response.token);
        return {
          answer: await pendingAnswer(user.id, email, context),
          setCookieHeaders: null,
        };
      }
      try {
        await deps.securityAudit.recordPlayerEvent(user.id, 'player.signed_in', context, {
          method: 'email',
        });
      } catch (error) {
        // No session without its audit row: the cookie is never sent.
        await repository.deleteSessionByToken(signedIn.response.token);
        throw error;
      }
      return { answer: { emailVerified: true }, setCookieHeaders: signedIn.headers };
    },

    async signOut(headers: Headers): Promise<Headers> {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    },

    /** The link in the verification mail. Returns false for an unknown or expired token. */
    async verifyEmail(token: string): Promise<boolean> {
      const userId = await repository.takeVerification(
        `email-verify:${sha256(token)}`,
        clock.now(),
      );
      if (!userId) return false;
      await repository.markEmailVerified(userId, clock.now());
      return true;
    },

    async verificationStatus(ticket: string): Promise<{ emailVerified: boolean }> {
      const subject = await ticketSubject(ticket);
      if (subject.startsWith(UNKNOWN_SUBJECT_PREFIX)) return { emailVerified: false };
      const user = await repository.findUserById(subject);
      return { emailVerified: user?.emailVerified ?? false };
    },

    /** Raises: InvalidTicketError, TooManyRequestsError ('Resend in {n}' on the client). */
    async resendVerification(ticket: string): Promise<{ resendAvailableInSeconds: number }> {
      const subject = await ticketSubject(ticket);
      const cooldownSeconds = AUTH_RATE_RULES.verificationResend.windowMs / 1000;
      await limiter.consume([
        { key: `verify-resend:${subject}`, rule: AUTH_RATE_RULES.verificationResend },
      ]);
      if (subject.startsWith(UNKNOWN_SUBJECT_PREFIX))
        return { resendAvailableInSeconds: cooldownSeconds };
      const user = await repository.findUserById(subject);
      if (user && !user.emailVerified) await sendVerification(user.id, user.email);
      return { resendAvailableInSeconds: cooldownSeconds };
    },

    /** Always answers the same; mails a link only when the address has an account. */
    async requestPasswordReset(emailInput: string, context: TRequestContext): Promise<void> {
      const email = normalise(emailInput);
      await limiter.consume([
        { key: `reset:ip:${context.ip}`, rule: AUTH_RATE_RULES.resetPerIp },
        { key: `reset:account:${email}`, rule: AUTH_RATE_RULES.resetPerAccount },
      ]);
      await auth.api.requestPasswordReset({ body: { email }, headers: context.headers });
    },

    /**
     * Raises: InvalidResetTokenError. Every session of the user is revoked, and the change is
     * audited as the player's.
     */
    async completePasswordReset(
      token: string,
      newPassword: string,
      context: Pick<TRequestContext, 'ip' | 'requestId'>,
    ): Promise<void> {
      const userId = await repository.findVerificationValue(`reset-password:${token}`);
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch (error) {
        if (error instanceof APIError && error.statusCode < 500) {
          throw new AppError(
            'InvalidResetTokenError',
            'This password reset link is invalid or has expired.',
          );
        }
        throw error;
      }
      if (userId)
        await deps.securityAudit.recordPlayerEvent(userId, 'player.password_reset', context);
    },

    passwordResetUrl: (token: string) =>
      `${config.publicUrl}/?resetToken=${encodeURIComponent(token)}`,
    passwordResetMail,
  };
}
export type TEmailAuthService = ReturnType<typeof createEmailAuthService>;

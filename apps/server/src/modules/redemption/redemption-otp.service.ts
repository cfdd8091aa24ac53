import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  REDEEM_OTP_LENGTH,
  type TRedeemConfirmationResponse,
  type TRedeemMethod,
  type TRedeemOtpState,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TDatabase } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import {
  createRedemptionOtpRepository,
  type TRedeemOtpChallengeRow,
} from '#src/modules/redemption/redemption-otp.repository';
import {
  createRedemptionRepository,
  type TRedeemRequestRow,
  type TRedemptionRepository,
} from '#src/modules/redemption/redemption.repository';
import {
  phoneEndingOf,
  type TPayoutDestination,
  type TRedemptionService,
} from '#src/modules/redemption/redemption.service';
import type { TSmsService } from '#src/modules/sms/sms.service';

/** The job that expires a request still waiting for its code (decision 199). */
export const EXPIRE_ACTIVATION_JOB = 'redemption.expire-activation';

export interface TRedemptionOtpSettings {
  codeTtlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxSends: number;
  activationMinutes: number;
}

type TConfirmOutcome =
  | { kind: 'confirmed'; row: TRedeemRequestRow }
  | { kind: 'gone' }
  | { kind: 'required'; reason: 'expired' | 'attemptsExceeded' }
  | { kind: 'wrong'; attemptsLeft: number };

function newCode(): string {
  return String(randomInt(0, 10 ** REDEEM_OTP_LENGTH)).padStart(REDEEM_OTP_LENGTH, '0');
}

/** A redemption that needs a code: payouts to a linked account, Skrill to an e-mail. */
export interface TCodedRedeemRequest {
  method: Extract<TRedeemMethod, 'payouts' | 'skrill'>;
  destination: TPayoutDestination;
  amountMinor: number;
}

/**
 * Codes by text for redemptions that need one (spec §5 payouts and Skrill; decisions 198, 138). A request is held
 * at once and waits in activation; the code goes by SMS to the player's verified phone and only
 * its keyed hash is stored. A code lives `codeTtlSeconds` and takes `maxAttempts` wrong tries; a
 * new one comes after `resendCooldownSeconds`, at most `maxSends` per request. The confirmation
 * locks the code's row, so of two racing confirmations one moves the request and the other
 * answers 409.
 */
export function createRedemptionOtpService(deps: {
  db: TDatabase;
  repository: TRedemptionRepository;
  redemption: Pick<TRedemptionService, 'hold' | 'presentOne' | 'prepare'>;
  sms: Pick<TSmsService, 'send'>;
  phones: { verifiedPhoneOf(userId: string): Promise<string | null> };
  /** A keyed hash (the identity service's HMAC): codes are never stored in clear. */
  keyedHash: (value: string) => Buffer;
  jobs: Pick<TJobs, 'schedule' | 'cancel'>;
  /** Asks the outbox for a pass after a commit that wrote a redemption.changed row. */
  nudge: () => void;
  settings: TRedemptionOtpSettings;
  clock: TClock;
  logger: Logger;
}) {
  const { settings, clock } = deps;
  const hashOf = (requestId: string, code: string) =>
    deps.keyedHash(`redeem-otp:${requestId}:${code}`);
  const after = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

  function otpState(challenge: TRedeemOtpChallengeRow): TRedeemOtpState {
    return {
      phoneEnding: phoneEndingOf(challenge.phone),
      expiresAt: challenge.expiresAt.toISOString(),
      resendAvailableAt: after(challenge.lastSentAt, settings.resendCooldownSeconds).toISOString(),
      attemptsLeft: Math.max(0, settings.maxAttempts - challenge.failedAttempts),
    };
  }

  /** Sends the code; a failure is logged and answered as the spec's OTP send error. */
  async function send(phone: string, code: string): Promise<boolean> {
    const minutes = Math.max(1, Math.round(settings.codeTtlSeconds / 60));
    try {
      await deps.sms.send({
        to: phone,
        text: `Your Crown Casino redemption code is ${code}. It expires in ${minutes} minutes. Never share it.`,
      });
      return true;
    } catch (error) {
      deps.logger.error({ err: error }, 'redemption code not sent');
      return false;
    }
  }

  async function ownInActivation(userId: string, id: string): Promise<TRedeemRequestRow> {
    const row = await deps.repository.findOwn(userId, id);
    if (!row) throw new AppError('RedeemRequestNotFoundError', `No redeem request ${id}`);
    if (row.status !== 'activation') {
      throw new AppError('RedeemRequestStateError', `The request is ${row.status}`, {
        status: row.status,
      });
    }
    return row;
  }

  return {
    /** Raises OtpPhoneRequiredError, and what `hold` raises. */
    async create(
      userId: string,
      input: TCodedRedeemRequest,
      ipAddress: string | null,
    ): Promise<TRedeemConfirmationResponse['data']> {
      const phone = await deps.phones.verifiedPhoneOf(userId);
      if (!phone) {
        throw new AppError(
          'OtpPhoneRequiredError',
          'Verify your phone number to receive the redemption code',
        );
      }
      const code = newCode();
      const now = clock.now();
      const activationExpiresAt = after(now, settings.activationMinutes * 60);
      const challenge: { row: TRedeemOtpChallengeRow | null } = { row: null };
      const row = await deps.redemption.hold(
        userId,
        { ...input, ipAddress, activationExpiresAt },
        async (tx, written) => {
          challenge.row = {
            redeemRequestId: written.id,
            phone,
            codeHash: hashOf(written.id, code).toString('base64url'),
            expiresAt: after(now, settings.codeTtlSeconds),
            failedAttempts: 0,
            sendCount: 1,
            lastSentAt: now,
          };
          await createRedemptionOtpRepository(tx).insert(challenge.row);
          await deps.jobs.schedule(tx, {
            name: EXPIRE_ACTIVATION_JOB,
            key: written.id,
            runAt: activationExpiresAt,
            payload: { withdrawRequestId: written.id },
          });
        },
      );
      if (!challenge.row) throw new Error(`Redeem request ${row.id} has no code`);
      const isSent = await send(phone, code);
      return {
        redeemRequest: await deps.redemption.presentOne(row),
        confirmation: {
          result: 'pending',
          isOtpRequired: isSent,
          isOtpInvalid: false,
          isOtpSendError: !isSent,
          otp: otpState(challenge.row),
        },
      };
    },

    /**
     * Raises InvalidOtpError (attemptsLeft), OtpRequiredError (expired, attempts used up),
     * RedeemRequestNotFoundError, RedeemRequestStateError (not in activation, or a racing
     * confirmation won).
     */
    async confirm(
      userId: string,
      id: string,
      code: string,
    ): Promise<TRedeemConfirmationResponse['data']> {
      await ownInActivation(userId, id);
      const outcome = await deps.db.transaction(async (tx): Promise<TConfirmOutcome> => {
        const otp = createRedemptionOtpRepository(tx);
        const challenge = await otp.lock(id);
        if (!challenge) return { kind: 'gone' };
        const now = clock.now();
        if (challenge.failedAttempts >= settings.maxAttempts) {
          return { kind: 'required', reason: 'attemptsExceeded' };
        }
        if (challenge.expiresAt <= now) return { kind: 'required', reason: 'expired' };
        const expected = Buffer.from(challenge.codeHash, 'base64url');
        if (!timingSafeEqual(expected, hashOf(id, code))) {
          const failed = await otp.countFailure(id);
          return { kind: 'wrong', attemptsLeft: Math.max(0, settings.maxAttempts - failed) };
        }
        const changed = await createRedemptionRepository(tx).transition(
          id,
          'activation',
          'pending',
          { acknowledged: true, activationExpiresAt: null },
          now,
        );
        if (!changed) return { kind: 'gone' };
        await otp.delete(id);
        await deps.jobs.cancel(tx, EXPIRE_ACTIVATION_JOB, id);
        return { kind: 'confirmed', row: changed };
      });
      switch (outcome.kind) {
        case 'confirmed': {
          deps.nudge();
          const preparationResult = await deps.redemption.prepare(outcome.row);
          return {
            preparationResult,
            redeemRequest: await deps.redemption.presentOne(outcome.row),
            confirmation: {
              result: 'success',
              isOtpRequired: false,
              isOtpInvalid: false,
              isOtpSendError: false,
              otp: null,
            },
          };
        }
        case 'wrong':
          throw new AppError('InvalidOtpError', 'The code is not right', {
            attemptsLeft: outcome.attemptsLeft,
          });
        case 'required':
          throw new AppError('OtpRequiredError', 'Ask for a new code', { reason: outcome.reason });
        case 'gone': {
          const current = await deps.repository.find(id);
          throw new AppError('RedeemRequestStateError', `The request is ${current?.status}`, {
            status: current?.status ?? null,
          });
        }
      }
    },

    /** Raises TooManyRequestsError, FailedToSendOtpError, RedeemRequestNotFoundError, RedeemRequestStateError. */
    async resend(userId: string, id: string): Promise<TRedeemConfirmationResponse['data']> {
      const row = await ownInActivation(userId, id);
      const code = newCode();
      const challenge = await deps.db.transaction(async (tx) => {
        const otp = createRedemptionOtpRepository(tx);
        const current = await otp.lock(id);
        if (!current) {
          throw new AppError('RedeemRequestStateError', 'The request no longer waits for a code');
        }
        const now = clock.now();
        const resendAvailableAt = after(current.lastSentAt, settings.resendCooldownSeconds);
        if (current.sendCount >= settings.maxSends || resendAvailableAt > now) {
          throw new AppError('TooManyRequestsError', 'No new code yet', {
            resendAvailableAt:
              current.sendCount >= settings.maxSends ? null : resendAvailableAt.toISOString(),
          });
        }
        const replaced = await otp.replaceCode(id, {
          codeHash: hashOf(id, code).toString('base64url'),
          expiresAt: after(now, settings.codeTtlSeconds),
          sentAt: now,
        });
        if (!replaced) throw new Error(`Code of ${id} vanished under its lock`);
        return replaced;
      });
      if (!(await send(challenge.phone, code))) {
        throw new AppError('FailedToSendOtpError', 'The code could not be sent', {
          resendAvailableAt: otpState(challenge).resendAvailableAt,
        });
      }
      return {
        redeemRequest: await deps.redemption.presentOne(row),
        confirmation: {
          result: 'pending',
          isOtpRequired: true,
          isOtpInvalid: false,
          isOtpSendError: false,
          otp: otpState(challenge),
        },
      };
    },
  };
}
export type TRedemptionOtpService = ReturnType<typeof createRedemptionOtpService>;

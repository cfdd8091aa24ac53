import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  PHONE_MESSAGES,
} from '@casino/contracts';
import { AppError } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TRateRule } from '#src/modules/identity/auth-rate-limiter';
import type { TIdentityService } from '#src/modules/identity/identity.service';
import type { TMarketingConsentService } from '#src/modules/marketing-consent/marketing-consent.service';
import type { TPhoneVerificationRepository } from '#src/modules/profile/phone-verification.repository';
import type { TSmsService } from '#src/modules/sms/sms.service';

/** What phone verification needs from the profile (who holds a number; storing the result). */
export interface TPhoneOwnerLookup {
  findByPhone(phone: string): Promise<{ userId: string; phoneVerified: boolean } | null>;
  setPhone(userId: string, phone: string): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Counted in identity's shared auth counters, beside the sign-in and reset limits. */
const PHONE_RATE_RULES = {
  sendPerAccount: { max: 5, windowMs: HOUR_MS, kind: 'attempts' },
  sendPerIp: { max: 20, windowMs: HOUR_MS, kind: 'attempts' },
  checkPerAccount: { max: 20, windowMs: HOUR_MS, kind: 'attempts' },
} satisfies Record<string, TRateRule>;

export type TConsentAnswers = Array<{ marketingConsentId: number; isAccepted: boolean }>;

/**
 * Phone verification by one-time SMS code: 6 digits, 10-minute expiry, 5 wrong attempts per
 * code, codes per account and per IP rate-limited. Codes are stored as HMACs, never in clear.
 */
export function createPhoneVerificationService(deps: {
  repository: TPhoneVerificationRepository;
  owners: TPhoneOwnerLookup;
  sms: TSmsService;
  identity: Pick<TIdentityService, 'limitAttempts' | 'keyedHash'>;
  consents: Pick<TMarketingConsentService, 'answerAll'>;
  clock: TClock;
}) {
  const { repository, owners, sms, identity, clock } = deps;
  const hashCode = (userId: string, code: string) => identity.keyedHash(`${userId}:${code}`);

  return {
    /**
     * Short-circuits without a message when the number is already this player's verified one, or
     * when the registration limit is reached. Raises: PhoneNumberInUseError.
     */
    async sendCode(userId: string, phone: string, ip: string) {
      const owner = await owners.findByPhone(phone);
      if (owner && owner.userId !== userId) {
        throw new AppError('PhoneNumberInUseError', PHONE_MESSAGES.inUse);
      }
      if (owner?.phoneVerified) {
        return {
          status: 'alreadyVerified' as const,
          expiresAt: null,
          codeLength: PHONE_CODE_LENGTH,
        };
      }
      try {
        await identity.limitAttempts([
          { key: `otp-send:account:${userId}`, rule: PHONE_RATE_RULES.sendPerAccount },
          { key: `otp-send:ip:${ip}`, rule: PHONE_RATE_RULES.sendPerIp },
        ]);
      } catch {
        return { status: 'limitReached' as const, expiresAt: null, codeLength: PHONE_CODE_LENGTH };
      }
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const expiresAt = new Date(clock.now().getTime() + PHONE_CODE_TTL_SECONDS * 1000);
      await repository.replace({
        id: randomBytes(16).toString('hex'),
        userId,
        phone,
        codeHash: hashCode(userId, code).toString('base64url'),
        expiresAt,
      });
      await sms.send({
        to: phone,
        text: `Your Crown Casino verification code is ${code}. It expires in 10 minutes.`,
      });
      return {
        status: 'sent' as const,
        expiresAt: expiresAt.toISOString(),
        codeLength: PHONE_CODE_LENGTH,
      };
    },

    /**
     * Raises: PhoneVerificationNotStartedError, PhoneCodeExpiredError, InvalidPhoneCodeError,
     * TooManyRequestsError (attempts exhausted), PhoneNumberInUseError (taken meanwhile).
     */
    async verifyCode(userId: string, code: string, consents: TConsentAnswers) {
      await identity.limitAttempts([
        { key: `otp-check:account:${userId}`, rule: PHONE_RATE_RULES.checkPerAccount },
      ]);
      const process = await repository.findByUser(userId);
      if (!process) {
        throw new AppError('PhoneVerificationNotStartedError', PHONE_MESSAGES.notStarted);
      }
      if (process.expiresAt <= clock.now()) {
        await repository.delete(process.id);
        throw new AppError('PhoneCodeExpiredError', PHONE_MESSAGES.codeExpired);
      }
      const expected = Buffer.from(process.codeHash, 'base64url');
      if (!timingSafeEqual(expected, hashCode(userId, code))) {
        const attempts = await repository.countFailedAttempt(process.id);
        if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
          await repository.delete(process.id);
          throw new AppError('TooManyRequestsError', PHONE_MESSAGES.tooManyAttempts);
        }
        throw new AppError('InvalidPhoneCodeError', PHONE_MESSAGES.codeInvalid, {
          attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempts,
        });
      }
      const owner = await owners.findByPhone(process.phone);
      if (owner && owner.userId !== userId) {
        throw new AppError('PhoneNumberInUseError', PHONE_MESSAGES.inUse);
      }
      await owners.setPhone(userId, process.phone);
      await repository.delete(process.id);
      await deps.consents.answerAll(userId, consents, 'phone_verification');
      return { phone: process.phone, phoneVerified: true as const };
    },
  };
}
export type TPhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

import {
  CONFIG_KEYS,
  type TForceKyc,
  type TInitAccessTokenResponse,
  type TKycStatus,
  type TKycTrigger,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TConfigService } from '#src/modules/config/config.service';
import type {
  TIdentityCheck,
  TIdentityNotification,
  TNotificationHeaders,
} from '#src/modules/kyc/identity-check';
import type { TKycRepository } from '#src/modules/kyc/kyc.repository';

/** Where KYC is required (operator config; decision 188). */
export interface TKycRequirements {
  /** The identity check must pass before the first redemption. */
  isRequiredForRedemption: boolean;
  /** Purchases (USD minor units, in total) above which the check is forced. */
  purchaseThresholdMinor: number;
}

/**
 * Identity verification (payments §4 KYC, §7, §8). kycStatus moves notStarted → requested (a
 * forced check or the player asking) → completed (a GREEN review the provider signed); nothing
 * moves it back. Other modules ask `isVerified`, `assertVerifiedForRedemption` and
 * `assertPurchaseAllowed`.
 */
export function createKycService(deps: {
  repository: TKycRepository;
  inTransaction: TUnitOfWork<TKycRepository>;
  identityCheck: TIdentityCheck;
  operatorConfig: Pick<TConfigService, 'getPublicConfigs' | 'getInteger'>;
  levelName: string;
  publicUrl: string;
  clock: TClock;
  logger: Logger;
  /** Called after a commit that wrote outbox rows. */
  nudge: () => void;
}) {
  const { repository, clock } = deps;
  /** Notifications of other levels (the card-ownership check) go to the module that asked. */
  const levelHandlers = new Map<string, (notification: TIdentityNotification) => Promise<void>>();

  async function stateOf(userId: string) {
    const state = await repository.findState(userId);
    if (!state) throw new AppError('NotFoundError', 'No profile for this player');
    return state;
  }

  async function requirements(): Promise<TKycRequirements> {
    const [flags, purchaseThresholdMinor] = await Promise.all([
      deps.operatorConfig.getPublicConfigs([CONFIG_KEYS.kycRequiredForRedemption]),
      deps.operatorConfig.getInteger(CONFIG_KEYS.kycPurchaseThreshold),
    ]);
    return {
      isRequiredForRedemption: flags[CONFIG_KEYS.kycRequiredForRedemption] !== false,
      purchaseThresholdMinor,
    };
  }

  /** notStarted → requested; the socket then pushes force_kyc. Answers the status after. */
  async function request(userId: string, trigger: TKycTrigger): Promise<TKycStatus> {
    const isChanged = await deps.inTransaction((kyc) =>
      kyc.request({ userId, trigger, levelName: deps.levelName, now: clock.now() }),
    );
    if (isChanged) deps.nudge();
    return (await stateOf(userId)).kycStatus;
  }

  /** Forces the check when the player is not verified and raises ForceKYCError. */
  async function force(userId: string, trigger: TKycTrigger, message: string): Promise<never> {
    await request(userId, trigger);
    throw new AppError('ForceKYCError', message, { trigger });
  }

  return {
    requirements,
    request,
    /** The identity-check provider, for other checks it runs at their own level. */
    identityCheck: deps.identityCheck,
    /** Sends the signed notifications of applicants made at `levelName` to `handler`. */
    handleLevel(
      levelName: string,
      handler: (notification: TIdentityNotification) => Promise<void>,
    ) {
      levelHandlers.set(levelName, handler);
    },

    async getStatus(userId: string): Promise<TKycStatus> {
      return (await stateOf(userId)).kycStatus;
    },

    async isVerified(userId: string): Promise<boolean> {
      return (await stateOf(userId)).kycStatus === 'completed';
    },

    /** Raises ForceKYCError (and forces the check) before a redemption of an unverified player. */
    async assertVerifiedForRedemption(userId: string): Promise<void> {
      if ((await stateOf(userId)).kycStatus === 'completed') return;
      if (!(await requirements()).isRequiredForRedemption) return;
      await force(userId, 'redemption', 'Verify your identity before your first redemption');
    },

    /**
     * Raises ForceKYCError (and forces the check) when `purchasedTotalMinor`, the player's
     * purchases with this one, is above the threshold and the player is not verified.
     */
    async assertPurchaseAllowed(userId: string, purchasedTotalMinor: number): Promise<void> {
      if ((await stateOf(userId)).kycStatus === 'completed') return;
      if (purchasedTotalMinor <= (await requirements()).purchaseThresholdMinor) return;
      await force(userId, 'purchase', 'Verify your identity to buy more');
    },

    /** GET user/force-kyc: show the dialog while a requested check has not passed. */
    async forceKyc(userId: string): Promise<TForceKyc> {
      const { kycStatus, applicant } = await stateOf(userId);
      return {
        shouldShowKYC: kycStatus === 'requested',
        kycStatus,
        reviewAnswer: applicant?.reviewAnswer ?? null,
        isReviewPending: applicant?.reviewStatus === 'pending',
        trigger: applicant?.trigger ?? null,
      };
    },

    /**
     * GET user/init-access-token: a token for the provider's page. A notStarted player asks for
     * the check here (trigger profile). Raises KycAlreadyCompletedError, KycTokenError.
     */
    async initAccessToken(userId: string): Promise<TInitAccessTokenResponse> {
      const { kycStatus } = await stateOf(userId);
      if (kycStatus === 'completed') {
        throw new AppError('KycAlreadyCompletedError', 'Your identity is already verified');
      }
      if (kycStatus === 'notStarted') await request(userId, 'profile');
      let access;
      try {
        access = await deps.identityCheck.createAccessToken(userId);
      } catch (error) {
        deps.logger.error({ err: error, userId }, 'identity check access token failed');
        throw new AppError('KycTokenError', 'The identity check is unavailable, try again later');
      }
      await repository.setApplicantId(userId, access.applicantId, clock.now());
      const verificationUrl = new URL(access.verificationUrl);
      verificationUrl.searchParams.set('parentOrigin', new URL(deps.publicUrl).origin);
      return {
        token: access.token,
        verificationUrl: verificationUrl.toString(),
        providerOrigin: verificationUrl.origin,
        expiresAt: access.expiresAt,
      };
    },

    async report(userId: string, kind: 'impression' | 'interaction', trigger: string | null) {
      await repository.addReport(userId, kind, trigger);
    },

    /**
     * A signed provider notification; one of another check's level goes to its handler. Raises WebhookSignatureInvalidError (nothing read) and
     * KycApplicantNotFoundError when the applicant is not the one held for the named player. A
     * repeated event id changes nothing.
     */
    async handleNotification(rawBody: string, headers: TNotificationHeaders): Promise<void> {
      const notification = deps.identityCheck.readNotification(rawBody, headers);
      if (!notification) {
        throw new AppError('WebhookSignatureInvalidError', 'Signature missing, wrong or stale');
      }
      const levelHandler = levelHandlers.get(notification.levelName);
      if (levelHandler && notification.levelName !== deps.levelName) {
        await levelHandler(notification);
        return;
      }
      const applicant = await repository.findByApplicantId(notification.applicantId);
      if (!applicant || applicant.userId !== notification.externalUserId) {
        throw new AppError(
          'KycApplicantNotFoundError',
          `No applicant ${notification.applicantId} for this player`,
        );
      }
      const outcome = await deps.inTransaction(async (kyc) => {
        if (!(await kyc.recordEvent(notification))) return 'repeat';
        return kyc.applyReview(applicant.userId, notification, clock.now());
      });
      if (outcome === 'applied') deps.nudge();
      else deps.logger.info({ eventId: notification.eventId, outcome }, 'kyc notification skipped');
    },
  };
}
export type TKycService = ReturnType<typeof createKycService>;

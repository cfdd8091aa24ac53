import type { TKycReviewAnswer } from '@casino/contracts';

/** Headers a provider notification arrives with. */
export type TNotificationHeaders = Record<string, string | string[] | undefined>;

/** A provider access token for one player's verification page. */
export interface TIdentityAccessToken {
  token: string;
  applicantId: string;
  /** The hosted verification page for this token (the casino adds its origin as parentOrigin). */
  verificationUrl: string;
  expiresAt: string;
}

/** A review change the provider reported (applicant.pending, applicant.reviewed). */
export interface TIdentityNotification {
  eventId: string;
  eventType: 'applicant.pending' | 'applicant.reviewed';
  applicantId: string;
  externalUserId: string;
  /** The level the applicant was made for: KYC, or another check (card ownership) by its level. */
  levelName: string;
  reviewStatus: 'init' | 'pending' | 'completed';
  reviewAnswer: TKycReviewAnswer | null;
  rejectType: 'RETRY' | 'FINAL' | null;
  attemptCount: number;
}

export class IdentityCheckUnavailableError extends Error {
  override name = 'IdentityCheckUnavailableError';
}

/** The identity-check (KYC) provider: a live one plugs in beside the sandbox (decision 187). */
export interface TIdentityCheck {
  /**
   * Makes the applicant if needed and answers a token for its verification page; the level is
   * the KYC one unless another is named (the card-ownership check, decision 135).
   */
  createAccessToken(externalUserId: string, levelName?: string): Promise<TIdentityAccessToken>;
  /** The notification if its signature is genuine and fresh and its body readable; else null. */
  readNotification(rawBody: string, headers: TNotificationHeaders): TIdentityNotification | null;
}

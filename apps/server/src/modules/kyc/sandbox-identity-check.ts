import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { readSignedNotification } from '#src/lib/sandbox-signature';
import {
  IdentityCheckUnavailableError,
  type TIdentityCheck,
} from '#src/modules/kyc/identity-check';

/** A signature older or newer than this is a replay (apps/sandbox README, Webhooks). */
const ZAccessToken = z.object({
  token: z.string().min(1).max(256),
  applicantId: z.string().min(1).max(128),
  verificationUrl: z.url(),
  expiresAt: z.string(),
});

const ZNotification = z.object({
  id: z.string().min(1).max(128),
  type: z.enum(['applicant.pending', 'applicant.reviewed']),
  provider: z.literal('identity'),
  data: z.object({
    applicantId: z.string().min(1).max(128),
    externalUserId: z.string().min(1).max(128),
    levelName: z.string().min(1).max(64),
    reviewStatus: z.enum(['init', 'pending', 'completed']),
    reviewResult: z
      .object({
        reviewAnswer: z.enum(['GREEN', 'RED']),
        reviewRejectType: z.enum(['RETRY', 'FINAL']).optional(),
      })
      .optional(),
    attemptCount: z.number().int().nonnegative(),
  }),
});

/** The provider sandbox's identity API (apps/sandbox README, Identity check). */
export function createSandboxIdentityCheck(options: {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  levelName: string;
  timeoutMs: number;
  clock: TClock;
}): TIdentityCheck {
  const authorization = `Basic ${Buffer.from(`${options.merchantId}:${options.apiKey}`).toString('base64')}`;

  return {
    async createAccessToken(externalUserId, levelName = options.levelName) {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/identity/v1/access-tokens`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ externalUserId, levelName }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new IdentityCheckUnavailableError(`identity check unreachable: ${String(error)}`);
      }
      const parsed = ZAccessToken.safeParse(await response.json().catch(() => null));
      if (response.status !== 201 || !parsed.success) {
        throw new IdentityCheckUnavailableError(
          `identity check answered ${response.status} without a token`,
        );
      }
      return parsed.data;
    },

    readNotification(rawBody, headers) {
      const notification = readSignedNotification(rawBody, headers, options, ZNotification);
      if (!notification) return null;
      const { data } = notification;
      return {
        eventId: notification.id,
        eventType: notification.type,
        applicantId: data.applicantId,
        externalUserId: data.externalUserId,
        levelName: data.levelName,
        reviewStatus: data.reviewStatus,
        reviewAnswer: data.reviewResult?.reviewAnswer ?? null,
        rejectType: data.reviewResult?.reviewRejectType ?? null,
        attemptCount: data.attemptCount,
      };
    },
  };
}

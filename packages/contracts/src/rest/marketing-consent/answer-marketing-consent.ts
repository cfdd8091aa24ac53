import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZInt32Id } from '#src/common/ids';

export const ZAnswerMarketingConsentBody = z.object({
  marketingConsentId: ZInt32Id,
  isAccepted: z.boolean(),
  /** Where the player answered (sign_up, phone_verification, account…). */
  referrer: zText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.\-/]+$/),
});
export type TAnswerMarketingConsentBody = z.infer<typeof ZAnswerMarketingConsentBody>;

export const ZMarketingConsentAnswer = z.object({
  marketingConsentId: z.number().int().positive(),
  isAccepted: z.boolean(),
  referrer: z.string(),
  answeredAt: z.iso.datetime({ offset: true }),
});
export type TMarketingConsentAnswer = z.infer<typeof ZMarketingConsentAnswer>;

export const ZAnswerMarketingConsentResponse = z.object({ data: ZMarketingConsentAnswer });
export type TAnswerMarketingConsentResponse = z.infer<typeof ZAnswerMarketingConsentResponse>;

/** Answering a consent id that does not exist (or was withdrawn) answers 404 with this message. */
export const MARKETING_CONSENT_NOT_FOUND_MESSAGE = 'Marketing consent not found';

export const answerMarketingConsentContract = defineContract({
  method: 'POST',
  path: '/api/marketing-consent',
  summary: "Stores one of the player's marketing consent answers (latest answer wins)",
  body: ZAnswerMarketingConsentBody,
  response: ZAnswerMarketingConsentResponse,
});

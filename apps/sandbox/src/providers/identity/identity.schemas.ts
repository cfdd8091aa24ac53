import { z } from 'zod';
import { ZEmail } from '#src/lib/schemas';
import { COUNTRIES, LEVEL_NAMES, REJECT_LABELS } from '#src/providers/identity/identity.levels';

const ZExternalUserId = z.string().trim().min(1).max(100);
const ZLevelName = z.enum(LEVEL_NAMES).default('basic-kyc-level');

export const ZCreateApplicantBody = z.strictObject({
  externalUserId: ZExternalUserId,
  levelName: ZLevelName,
  email: ZEmail.optional(),
  phone: z
    .string()
    .regex(/^\+\d{7,15}$/, 'E.164, e.g. +15551234567')
    .optional(),
  info: z
    .strictObject({
      firstName: z.string().trim().min(1).max(80).optional(),
      lastName: z.string().trim().min(1).max(80).optional(),
      dob: z.iso.date().optional(),
      country: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    })
    .optional(),
});
export type TCreateApplicantBody = z.infer<typeof ZCreateApplicantBody>;

export const ZAccessTokenBody = z.strictObject({
  externalUserId: ZExternalUserId,
  levelName: ZLevelName,
  ttlInSecs: z.number().int().min(60).max(86_400).default(600),
});

/** The review to finish with: chosen by the tester (page) or the sandbox operator (API). */
export const ZReviewChoice = z
  .strictObject({
    reviewAnswer: z.enum(['GREEN', 'RED']),
    rejectLabels: z.array(z.enum(REJECT_LABELS)).max(REJECT_LABELS.length).default([]),
    reviewRejectType: z.enum(['RETRY', 'FINAL']).optional(),
    moderationComment: z.string().trim().max(500).optional(),
    clientComment: z.string().trim().max(500).optional(),
  })
  .refine(
    (review) =>
      review.reviewAnswer === 'GREEN' ||
      (review.rejectLabels.length > 0 && review.reviewRejectType),
    {
      message: 'A RED review needs rejectLabels and reviewRejectType',
      path: ['rejectLabels'],
    },
  );
export type TReviewChoice = z.infer<typeof ZReviewChoice>;

export const ZSubmitBody = z.strictObject({ sandboxReview: ZReviewChoice });

export const ZDocumentFields = z.strictObject({
  idDocSetType: z.enum(['IDENTITY', 'PROOF_OF_RESIDENCE', 'PAYMENT_METHODS']),
  idDocType: z.string().min(1).max(32),
  country: z.enum(COUNTRIES.map((country) => country.value) as [string, ...string[]]),
});

export const ZVerifyPageQuery = z.strictObject({
  accessToken: z.string().min(1).max(128),
  parentOrigin: z.url().optional(),
});

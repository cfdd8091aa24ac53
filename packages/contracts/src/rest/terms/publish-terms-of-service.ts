import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZPublishTermsOfServiceBody = z.object({
  title: zText().min(1).max(120),
  summary: zText().min(1).max(2000),
  requiresAcceptance: z.boolean(),
});
export type TPublishTermsOfServiceBody = z.infer<typeof ZPublishTermsOfServiceBody>;

export const ZPublishTermsOfServiceResponse = z.object({
  data: z.object({
    id: z.number().int().positive(),
    version: z.number().int().positive(),
    publishedAt: z.string(),
  }),
});

/**
 * Operator (content.manage): publishes the next version of the terms, audited. Two publishes
 * at once answer 409 ConflictError for the one that lost.
 */
export const publishTermsOfServiceContract = defineContract({
  method: 'POST',
  path: '/api/admin/terms-of-service',
  summary: 'Publishes a new terms-of-service version',
  body: ZPublishTermsOfServiceBody,
  response: ZPublishTermsOfServiceResponse,
});

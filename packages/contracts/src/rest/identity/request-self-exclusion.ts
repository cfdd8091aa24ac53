import { z } from 'zod';
import { defineContract } from '#src/contract';

/** A break (cool-off) of some days, or a self-exclusion for a period or indefinitely. */
export const ZRequestSelfExclusionBody = z.object({
  kind: z.enum(['takeBreak', 'selfExclusion']),
  /** Length in days; omit with selfExclusion for an indefinite exclusion. */
  durationDays: z.number().int().min(1).max(3650).optional(),
});
export type TRequestSelfExclusionBody = z.input<typeof ZRequestSelfExclusionBody>;

export const ZRequestSelfExclusionResponse = z.object({
  data: z.object({
    accountState: z.literal('selfExcluded'),
    selfExcludedUntil: z.iso.datetime().nullable(),
  }),
});
export type TRequestSelfExclusionResponse = z.infer<typeof ZRequestSelfExclusionResponse>;

export const requestSelfExclusionContract = defineContract({
  method: 'POST',
  path: '/api/user/self-exclusion',
  summary: 'The player takes a break or self-excludes; every session ends at once',
  body: ZRequestSelfExclusionBody,
  response: ZRequestSelfExclusionResponse,
});

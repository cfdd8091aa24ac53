import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZSetAccountStateParams = z.object({ userId: zText().min(1).max(64) });
export const ZSetAccountStateBody = z.object({
  accountState: z.enum(['active', 'inactive', 'selfExcluded']),
  /** End of a self-exclusion; null or absent for indefinite. */
  selfExcludedUntil: z.iso.datetime().nullable().optional(),
  reason: zText().trim().min(1).max(500),
});
export type TSetAccountStateBody = z.input<typeof ZSetAccountStateBody>;

export const ZSetAccountStateResponse = z.object({
  data: z.object({
    userId: z.string(),
    accountState: z.enum(['active', 'inactive', 'selfExcluded']),
    selfExcludedUntil: z.iso.datetime().nullable(),
  }),
});
export type TSetAccountStateResponse = z.infer<typeof ZSetAccountStateResponse>;

export const setAccountStateContract = defineContract({
  method: 'POST',
  path: '/api/admin/players/:userId/account-state',
  summary: 'Operator: lock (inactive), self-exclude or reactivate a player',
  params: ZSetAccountStateParams,
  body: ZSetAccountStateBody,
  response: ZSetAccountStateResponse,
});

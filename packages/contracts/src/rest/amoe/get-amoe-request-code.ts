import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZGetAmoeRequestCodeResponse = z.object({
  data: z.object({
    /** Written on the mail-in card; the same every time for this player. */
    requestCode: z.string(),
    /** Bonus SC each valid request is credited with (minor units). */
    scAmount: ZAmountMinor,
    /** Where to mail the card, one line per item (config amoe_mailing_address). */
    mailingAddress: z.array(z.string()),
  }),
});
export type TGetAmoeRequestCodeResponse = z.infer<typeof ZGetAmoeRequestCodeResponse>;

/** The player's mail-in request code (created on the first read) and what a request grants. */
export const getAmoeRequestCodeContract = defineContract({
  method: 'GET',
  path: '/api/user/amoe/request-code',
  summary: "The player's free mail-in entry (AMOE) request code and instructions",
  response: ZGetAmoeRequestCodeResponse,
});

import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZWebhookAcknowledgement = z.object({ received: z.literal(true) });

/**
 * The card processor's signed result notifications (decision 120). The body is verified as
 * raw bytes against `X-Sandbox-Signature` before it is read; a bad or stale signature is
 * refused with 401 WebhookSignatureInvalidError and moves nothing.
 */
export const cardWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/card',
  summary: "The card processor's signed payment results",
  response: ZWebhookAcknowledgement,
});

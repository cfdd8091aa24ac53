import { defineContract } from '#src/contract';
import { ZWebhookAcknowledgement } from '#src/rest/payments/card-webhook';

/**
 * The bank provider's signed transaction results (purchases and account links). Verified as
 * raw bytes against `X-Sandbox-Signature`; a bad or stale signature is refused with 401
 * WebhookSignatureInvalidError and moves nothing.
 */
export const bankWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/bank',
  summary: "The bank provider's signed transaction results",
  response: ZWebhookAcknowledgement,
});

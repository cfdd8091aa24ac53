import { defineContract } from '#src/contract';
import { ZWebhookAcknowledgement } from '#src/rest/payments/card-webhook';

/** The Apple Pay provider's signed payment results, verified like the card processor's. */
export const applePayWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/applepay',
  summary: "The Apple Pay provider's signed payment results",
  response: ZWebhookAcknowledgement,
});

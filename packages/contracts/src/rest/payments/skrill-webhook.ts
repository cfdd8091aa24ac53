import { defineContract } from '#src/contract';
import { ZWebhookAcknowledgement } from '#src/rest/payments/card-webhook';

/** Skrill's signed payment results, verified like the bank's. */
export const skrillWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/skrill',
  summary: "Skrill's signed payment results",
  response: ZWebhookAcknowledgement,
});

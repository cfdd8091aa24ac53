import { defineContract } from '#src/contract';
import { ZWebhookAcknowledgement } from '#src/rest/payments/card-webhook';

/**
 * The identity-check provider's signed review notifications (applicant.pending,
 * applicant.reviewed). Verified as raw bytes against `X-Sandbox-Signature` first: a missing,
 * wrong or stale (replayed) signature is refused with 401 WebhookSignatureInvalidError; an
 * applicant that is not the named player's is 404 KycApplicantNotFoundError. A repeated event
 * id is acknowledged and changes nothing.
 */
export const identityWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/identity',
  summary: "The identity-check provider's signed review results",
  response: ZWebhookAcknowledgement,
});

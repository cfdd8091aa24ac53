import { defineContract } from '#src/contract';
import { ZMarketingConsentsResponse } from '#src/rest/marketing-consent/marketing-consent';

export const getPhoneVerificationMarketingConsentsContract = defineContract({
  method: 'GET',
  path: '/api/marketing-consent/phone_verification',
  summary: 'Marketing consents shown in the phone verification wizard (public)',
  response: ZMarketingConsentsResponse,
});

import { defineContract } from '#src/contract';
import { ZMarketingConsentsResponse } from '#src/rest/marketing-consent/marketing-consent';

export const getSignUpMarketingConsentsContract = defineContract({
  method: 'GET',
  path: '/api/marketing-consent/sign_up',
  summary: 'Marketing consents shown on the sign-up privacy step (public)',
  response: ZMarketingConsentsResponse,
});

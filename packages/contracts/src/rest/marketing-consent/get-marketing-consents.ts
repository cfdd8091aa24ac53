import { defineContract } from '#src/contract';
import { ZMarketingConsentsResponse } from '#src/rest/marketing-consent/marketing-consent';

export const getMarketingConsentsContract = defineContract({
  method: 'GET',
  path: '/api/marketing-consent',
  summary: 'Marketing consents of the general list (public)',
  response: ZMarketingConsentsResponse,
});

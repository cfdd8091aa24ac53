import { answerMarketingConsentContract } from '@casino/contracts/rest/marketing-consent/answer-marketing-consent';
import { apiRequest } from '#src/lib/api-client';

/** Where answers given in the consent dialog are recorded as coming from. */
export const CONSENT_DIALOG_REFERRER = 'consent_dialog';

/** POST marketing-consent {marketingConsentId, isAccepted, referrer}. */
export async function answerMarketingConsent(
  marketingConsentId: number,
  isAccepted: boolean,
): Promise<void> {
  await apiRequest(answerMarketingConsentContract, {
    body: { marketingConsentId, isAccepted, referrer: CONSENT_DIALOG_REFERRER },
  });
}

import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { createMarketingConsentRepository } from '#src/modules/marketing-consent/marketing-consent.repository';
import { createMarketingConsentService } from '#src/modules/marketing-consent/marketing-consent.service';

/** Built before identity, which records the consents ticked at sign-up. */
export function createMarketingConsentServices(deps: { db: TDatabase; clock: TClock }) {
  return {
    marketingConsent: createMarketingConsentService({
      repository: createMarketingConsentRepository(deps.db),
      clock: deps.clock,
    }),
  };
}

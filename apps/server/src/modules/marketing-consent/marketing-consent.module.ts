import { defineModule } from '#src/lib/module';
import { createMarketingConsentRepository } from '#src/modules/marketing-consent/marketing-consent.repository';
import { marketingConsentRoutes } from '#src/modules/marketing-consent/marketing-consent.routes';
import {
  createMarketingConsentService,
  type TMarketingConsentService,
} from '#src/modules/marketing-consent/marketing-consent.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    marketingConsent: TMarketingConsentService;
  }
}

/** The consents offered at sign-up, phone verification and in the account, and every answer. */
export const marketingConsentModule = defineModule({
  name: 'marketing-consent',
  needs: [],
  async register(app, { db, clock }) {
    const marketingConsent = createMarketingConsentService({
      repository: createMarketingConsentRepository(db),
      clock,
    });
    marketingConsentRoutes(app, marketingConsent);
    return { marketingConsent };
  },
});

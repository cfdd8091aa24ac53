import type { TMarketingConsent } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMarketingConsent } from '#src/features/marketing-consent/api/answer-marketing-consent';
import { getMarketingConsentsQueryOptions } from '#src/features/marketing-consent/api/get-marketing-consents';
import { MarketingConsentDialog } from '#src/features/marketing-consent/components/marketing-consent-dialog';
import { useFlag } from '#src/lib/feature-flags';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { showInPortal, usePortal } from '#src/stores/portal';

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * The consents the player has not answered yet (the server's list, `isAccepted` null) as a
 * feature of the feature manager (decisions 121, 145): READY when any is pending and the
 * marketing_consent flag is on; the manager decides when the dialog opens.
 */
export function MarketingConsentFeature() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnabled = useFlag('marketing_consent') !== false;
  const pending = useRef<TMarketingConsent[]>([]);

  const feature = useMemo<TManagedFeature>(
    () => ({
      type: 'MARKETING_CONSENT',
      fetch: async () => {
        if (!isEnabled) return 'OFF';
        const consents = await queryClient.fetchQuery({
          ...getMarketingConsentsQueryOptions(),
          staleTime: 0,
        });
        pending.current = consents.filter((consent) => consent.isAccepted === null);
        return pending.current.length > 0 ? 'READY' : 'OFF';
      },
      show: () =>
        showInPortal(
          <MarketingConsentDialog
            consents={pending.current}
            onAnswer={answerMarketingConsent}
            onClose={closePortal}
          />,
          { label: t('marketingConsent.title'), isPersistent: true },
        ),
    }),
    [isEnabled, queryClient, t],
  );
  useManagedFeature(feature);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfile } from '#src/features/account/api/get-profile';
import {
  PersonalDetailsForm,
  needsPersonalDetails,
} from '#src/features/account/components/personal-details-form';
import { getPurchaseLimitsQueryOptions } from '#src/features/purchase-limits';
import { getStoreOffersQueryOptions, StorePage } from '#src/features/store';
import { usePurchaseRefresh } from '#src/app/use-purchase-refresh';
import { useFlag } from '#src/lib/feature-flags';
import { useDialogs } from '#src/stores/dialogs';
import { useEventTriggerLive } from '#src/stores/event-trigger-live';
import { useStoreEntry } from '#src/stores/store-entry';

/**
 * The 'store' full-page dialog: the store feature's page, given the player, the payments app's
 * address, version and methods (flags payments_project_url, payments_app_version_web,
 * payment_methods), and what a
 * purchase refreshes (the wallet and the store, whose first-purchase offer goes away), the
 * player's purchase limits, the way to change them in My Account, and the package chosen in the
 * mini store, if any, and the account feature's personal-details form for a profile that lacks
 * what a purchase needs. The store's offers are read again when one is taken.
 */
export function StoreArea() {
  const queryClient = useQueryClient();
  const refreshAfterPurchase = usePurchaseRefresh();
  const { data: profile } = useProfile();
  const paymentsUrl = useFlag('payments_project_url');
  const version = useFlag('payments_app_version_web') === 3 ? 3 : 4;
  const methodsFlag = useFlag('payment_methods');
  const paymentMethods = Array.isArray(methodsFlag)
    ? methodsFlag.filter((method): method is string => typeof method === 'string')
    : ['card'];
  const chosen = useStoreEntry((state) => state.chosen);
  // The chosen package holds until the store closes: reopened later, the store shows its list.
  useEffect(
    () =>
      useDialogs.subscribe((state, previous) => {
        if (previous.fullPageDialog === 'store' && state.fullPageDialog !== 'store') {
          useStoreEntry.getState().clear();
        }
      }),
    [],
  );
  // An offer taken by a purchase (claim_package) leaves the store's offers (decision 216).
  useEffect(
    () =>
      useEventTriggerLive.subscribe((state, previous) => {
        if (state.claimedPackages === previous.claimedPackages) return;
        void queryClient.invalidateQueries({
          queryKey: getStoreOffersQueryOptions('GC').queryKey.slice(0, 1),
        });
      }),
    [queryClient],
  );
  if (!profile || !paymentsUrl) return null;
  return (
    <StorePage
      key={chosen?.packageId ?? 'list'}
      userId={profile.firebaseUid}
      paymentsUrl={paymentsUrl}
      paymentsVersion={version}
      paymentMethods={paymentMethods}
      onPurchased={refreshAfterPurchase}
      onPlay={() => useDialogs.getState().closeFullPageDialog()}
      readLimits={async () =>
        (await queryClient.fetchQuery({ ...getPurchaseLimitsQueryOptions(), staleTime: 0 })).limits
      }
      onManageLimits={() => useDialogs.getState().openFullPageDialog('account')}
      initialPackage={chosen}
      personalDetails={{
        isNeeded: needsPersonalDetails(profile),
        render: ({ onSaved, onBack }) => (
          <PersonalDetailsForm profile={profile} onSaved={onSaved} onBack={onBack} />
        ),
      }}
    />
  );
}

export default StoreArea;

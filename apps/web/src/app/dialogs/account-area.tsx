import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { KycAccountComposition } from '#src/app/kyc-composition';
import { openPhoneVerification } from '#src/app/phone-verification';
import { AccountPage } from '#src/features/account/components/account-page';
import { useProfile } from '#src/features/account/api/get-profile';
import { AmoePanel } from '#src/features/amoe';
import { CoinBackPanel } from '#src/features/coin-back';
import { logOut } from '#src/features/auth/model/auth-flow';
import { PurchaseLimitsPanel } from '#src/features/purchase-limits';
import { RedemptionAccountPanel } from '#src/features/redemption';
import { SavedCardsPanel } from '#src/features/store';
import { TransactionsPanel } from '#src/features/transactions';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

const ExclusionDoneDialog = lazy(async () => ({
  default: (await import('#src/features/account/components/exclusion-dialogs')).ExclusionDoneDialog,
}));
const ChooseSettingsDialog = lazy(async () => ({
  default: (await import('#src/features/account/components/choose-settings-dialog'))
    .ChooseSettingsDialog,
}));

/**
 * The 'account' full-page dialog: the account feature's page, wired to identity's actions, with
 * the player's transactions, purchase limits, saved cards, identity check, redemption tracker, and the free
 * mail-in entry (AMOE) panel the Sweepstakes Rules point to.
 */
export function AccountArea() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const { openPortal, closePortal } = usePortal.getState();
  return (
    <AccountPage
      onVerifyPhone={() =>
        openPhoneVerification({
          defaultCountryCode:
            profile?.countryCode ?? profile?.cleanGeoData.countryCode ?? undefined,
          t,
        })
      }
      onChangeSettings={() =>
        openPortal(
          <Suspense fallback={null}>
            <ChooseSettingsDialog
              defaultCountryCode={profile?.countryCode}
              onDone={() => closePortal(true)}
            />
          </Suspense>,
          { label: t('account.settings.title') },
        )
      }
      onLogOut={() => {
        useDialogs.getState().closeFullPageDialog();
        void logOut();
      }}
      onExcluded={(kind, until) => {
        // Every session has ended on the server: log out here, then say what happened.
        void logOut()
          .catch(() => undefined)
          .then(() =>
            openPortal(
              <Suspense fallback={null}>
                <ExclusionDoneDialog kind={kind} until={until} onDone={() => closePortal(true)} />
              </Suspense>,
              { label: t('account.area.responsibleGaming') },
            ),
          );
      }}
    >
      <TransactionsPanel />
      <CoinBackPanel />
      <PurchaseLimitsPanel />
      <SavedCardsPanel />
      <KycAccountComposition />
      <RedemptionAccountPanel
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey })
        }
      />
      <AmoePanel />
    </AccountPage>
  );
}

export default AccountArea;

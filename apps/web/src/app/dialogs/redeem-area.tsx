import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openPhoneVerification } from '#src/app/phone-verification';
import { useProfile } from '#src/features/account/api/get-profile';
import { openSupport } from '#src/features/auth/model/platform';
import { RedeemPage } from '#src/features/redemption';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { REDEMPTION_QUERY_KEY, useBankLinkReturn } from '#src/stores/redemption';
import { useDialogs } from '#src/stores/dialogs';
import { useKycRequest } from '#src/stores/kyc-request';

/**
 * The 'redeem' full-page dialog: the redemption feature's page, wired to the wallet it moves,
 * the KYC wizard a ForceKYCError asks for, the phone verification a method with a code by text
 * needs, support, and the provider's bank page (the way back from it reopens this dialog with
 * how it ended).
 */
export function RedeemArea() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const bankLinkReturn = useBankLinkReturn((state) => state.outcome);
  useEffect(
    () =>
      useDialogs.subscribe((state, previous) => {
        if (previous.fullPageDialog === 'redeem' && state.fullPageDialog !== 'redeem') {
          useBankLinkReturn.getState().clear();
        }
      }),
    [],
  );
  return (
    <RedeemPage
      bankLinkReturn={bankLinkReturn}
      defaultPayoutName={[profile?.firstName, profile?.lastName].filter(Boolean).join(' ')}
      onWalletChanged={() =>
        void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey })
      }
      onKycRequired={() => useKycRequest.getState().request('redemption')}
      onVerifyPhone={() =>
        openPhoneVerification({
          defaultCountryCode:
            profile?.countryCode ?? profile?.cleanGeoData.countryCode ?? undefined,
          t,
          onVerified: () => void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY }),
        })
      }
      onContactSupport={openSupport}
      openExternal={(url) => window.location.assign(url)}
    />
  );
}

export default RedeemArea;

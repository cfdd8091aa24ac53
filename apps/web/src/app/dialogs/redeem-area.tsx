import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openSupport } from '#src/features/auth/model/platform';
import { RedeemPage } from '#src/features/redemption';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { useBankLinkReturn } from '#src/stores/redemption';
import { useDialogs } from '#src/stores/dialogs';
import { useKycRequest } from '#src/stores/kyc-request';

/**
 * The 'redeem' full-page dialog: the redemption feature's page, wired to the wallet it moves,
 * the KYC wizard a ForceKYCError asks for, support, and the provider's bank page (the way back
 * from it reopens this dialog with how it ended).
 */
export function RedeemArea() {
  const queryClient = useQueryClient();
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
      onWalletChanged={() =>
        void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey })
      }
      onKycRequired={() => useKycRequest.getState().request('redemption')}
      onContactSupport={openSupport}
      openExternal={(url) => window.location.assign(url)}
    />
  );
}

export default RedeemArea;

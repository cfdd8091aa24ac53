import type { TRedeemTransaction } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  acknowledgeRedemption,
  getRedeemRequestsQueryOptions,
  type TRedemptionStatusDialogKind,
} from '#src/features/redemption';
import { REDEMPTION_QUERY_KEY, useBankLinkReturn } from '#src/stores/redemption';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

const RedemptionApprovalDialog = lazy(async () => ({
  default: (await import('#src/features/redemption')).RedemptionApprovalDialog,
}));
const RedemptionStatusDialog = lazy(async () => ({
  default: (await import('#src/features/redemption')).RedemptionStatusDialog,
}));

/**
 * The dialog a request the player has not acknowledged asks for (spec §4; decision 199): approval
 * (not for the PAYOUTS provider), rejected, activation, expired; none otherwise.
 */
function dialogOf(request: TRedeemTransaction): 'approval' | TRedemptionStatusDialogKind | null {
  if (request.acknowledged) return null;
  switch (request.status) {
    case 'approved':
    case 'paid':
      return request.paymentProvider === 'PAYOUTS' ? null : 'approval';
    case 'rejected':
    case 'activation':
    case 'expired':
      return request.status;
    case 'pending':
    case 'canceled':
      return null;
  }
}

/** How often unacknowledged approvals are looked for (the operator decides on their own time). */
const APPROVALS_REFRESH_MS = 30_000;

/** The bank page's statuses that linked an account (of spec §2's default, complete, faile, cancelled, pending). */
const LINKED_STATUSES = new Set(['complete', 'pending']);

/**
 * Redemption's app-wide parts: the approval, rejected, activation and expired dialogs of GET
 * user/redeem-requests (getNonAcknowledged), one at a time, each acknowledged locally and on the
 * server when closed (payments §4); an activation dialog waits while the redeem dialog (where
 * the code goes) is open; and the return from the provider's bank page (method=bank&type=redeem), which reopens
 * the redeem dialog.
 */
export function RedemptionComposition() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const portalContent = usePortal((state) => state.content);
  const isRedeemOpen = useDialogs((state) => state.fullPageDialog === 'redeem');
  const shownId = useRef<string | null>(null);
  const { data: approvals } = useQuery({
    ...getRedeemRequestsQueryOptions(true),
    refetchInterval: APPROVALS_REFRESH_MS,
  });

  const isBankReturn = params.get('method') === 'bank' && params.get('type') === 'redeem';
  const bankStatus = params.get('status') ?? '';
  const isRedeemToReopen = useRef(false);
  useEffect(() => {
    if (!isBankReturn) return;
    useBankLinkReturn.getState().keep(LINKED_STATUSES.has(bankStatus) ? 'linked' : 'notCompleted');
    isRedeemToReopen.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['method', 'status', 'type', 'transactionId', 'merchantRefNum']) {
          next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }, [isBankReturn, bankStatus, setParams]);
  // Once the address is clean, and after the sign-in's own closing of every dialog (same task).
  useEffect(() => {
    if (isBankReturn || !isRedeemToReopen.current) return;
    const timer = window.setTimeout(() => {
      isRedeemToReopen.current = false;
      useDialogs.getState().openFullPageDialog('redeem');
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isBankReturn]);

  useEffect(() => {
    if (portalContent !== null) return;
    const next = approvals?.find((request) => {
      const dialog = dialogOf(request);
      if (dialog === null || request.withdrawRequestId === shownId.current) return false;
      return !(dialog === 'activation' && isRedeemOpen);
    });
    const dialog = next ? dialogOf(next) : null;
    if (!next || dialog === null) return;
    shownId.current = next.withdrawRequestId;
    const close = () => {
      usePortal.getState().closePortal(true);
      // Acknowledged locally at once (the next dialog may follow), then on the server.
      queryClient.setQueryData(getRedeemRequestsQueryOptions(true).queryKey, (rows) =>
        rows?.filter((row) => row.withdrawRequestId !== next.withdrawRequestId),
      );
      void acknowledgeRedemption(next.withdrawRequestId)
        .catch((error: unknown) => console.error('Redemption acknowledgement failed', error))
        .finally(() => void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY }));
    };
    const enterCode = () => {
      close();
      useDialogs.getState().openFullPageDialog('redeem');
    };
    usePortal
      .getState()
      .openPortal(
        <Suspense fallback={null}>
          {dialog === 'approval' ? (
            <RedemptionApprovalDialog request={next} onClose={close} />
          ) : (
            <RedemptionStatusDialog
              kind={dialog}
              request={next}
              onClose={close}
              onEnterCode={enterCode}
            />
          )}
        </Suspense>,
        {
          label: t(
            dialog === 'approval' ? 'redemption.approval.title' : `redemption.${dialog}.title`,
          ),
          beforeClose: () => {
            close();
            return false;
          },
        },
      );
  }, [approvals, portalContent, isRedeemOpen, queryClient, t]);

  return null;
}

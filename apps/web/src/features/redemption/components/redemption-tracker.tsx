import type { TRedeemStage, TRedeemTransaction } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { shownReason } from '#src/features/redemption/model/redeem-amount';

function sc(amountMinor: number): string {
  return formatAmount(asAmountMinor(amountMinor), { coin: 'SC', style: 'coins' });
}

/** Why the request is where it is, in the player's words (decision 183). */
function statusText(request: TRedeemTransaction, t: ReturnType<typeof useTranslation>['t']) {
  const amount = sc(request.amount);
  switch (request.status) {
    case 'rejected':
      return t('redemption.tracker.reason.rejected', {
        reason: shownReason(request.reason ?? t('redemption.tracker.reason.noReason')),
        amount,
      });
    case 'canceled':
      return t('redemption.tracker.reason.canceled', { amount });
    case 'expired':
      return t('redemption.tracker.reason.expired', { amount });
    case 'pending': {
      const cardCheck = request.stages.find((stage) => stage.name === 'cardCheck')?.state;
      if (cardCheck === 'current') return t('redemption.tracker.reason.pending_cardCheck');
      if (cardCheck === 'stopped') return t('redemption.tracker.reason.pending_cardCheckStopped');
      return t('redemption.tracker.reason.pending');
    }
    case 'activation':
      return t('redemption.tracker.reason.activation', {
        time: request.activationExpiresAt
          ? new Date(request.activationExpiresAt).toLocaleTimeString()
          : '',
      });
    default:
      // Approved and paid say where the money goes (context: the method; Interac in CAD).
      return t(`redemption.tracker.reason.${request.status}`, {
        payout: formatAmount(asAmountMinor(request.payoutAmount), { coin: 'SC', style: 'coins' }),
        context: request.paymentMethodType,
      });
  }
}

function Stage({ stage }: { stage: TRedeemStage }) {
  const { t } = useTranslation();
  return (
    <li className="redeem-stage" data-state={stage.state} data-testid={`stage-${stage.name}`}>
      <span className="redeem-stage__dot" aria-hidden="true" />
      <span className="redeem-stage__name">{t(`redemption.tracker.stages.${stage.name}`)}</span>
      <span className="redeem-stage__when">
        {stage.at && stage.state === 'done'
          ? new Date(stage.at).toLocaleString()
          : stage.state === 'stopped'
            ? t('redemption.tracker.stopped')
            : t(`redemption.tracker.expected.${stage.name}`)}
      </span>
      <span className="cc-visually-hidden">{t(`redemption.tracker.state.${stage.state}`)}</span>
    </li>
  );
}

/**
 * The redemption tracker (beyond the spec; decision 183): each request with its named stages,
 * the expected time of those not reached, and why it waits or was refused. A pending request,
 * or one waiting for its code, can be canceled.
 */
export function RedemptionTracker({
  requests,
  cancelingId,
  cancelShownElsewhereFor,
  onCancel,
}: {
  requests: TRedeemTransaction[];
  cancelingId: string | null;
  /** A request whose cancel is offered beside the tracker (the redeem dialog's code step). */
  cancelShownElsewhereFor: string | null;
  onCancel: (withdrawRequestId: string) => void;
}) {
  const { t } = useTranslation();
  if (requests.length === 0) {
    return <p className="redeem-tracker__empty">{t('redemption.tracker.empty')}</p>;
  }
  return (
    <ol className="redeem-tracker" role="list">
      {requests.map((request) => (
        <li
          key={request.withdrawRequestId}
          className="redeem-request"
          data-status={request.status}
          data-testid="redeem-request"
        >
          <div className="redeem-request__head">
            <strong>{t('redemption.tracker.amount', { amount: sc(request.amount) })}</strong>
            <span className="redeem-request__status">
              {t(`redemption.tracker.status.${request.status}`)}
            </span>
          </div>
          <ol className="redeem-stages" role="list">
            {request.stages
              .filter((stage) => stage.state !== 'skipped')
              .map((stage) => (
                <Stage key={stage.name} stage={stage} />
              ))}
          </ol>
          <p className="redeem-request__reason" data-testid="redeem-request-reason">
            {statusText(request, t)}
          </p>
          {(request.status === 'pending' || request.status === 'activation') &&
          request.withdrawRequestId !== cancelShownElsewhereFor ? (
            <Button
              variant="secondary"
              disabled={cancelingId === request.withdrawRequestId}
              onClick={() => onCancel(request.withdrawRequestId)}
            >
              {t('redemption.tracker.cancel')}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

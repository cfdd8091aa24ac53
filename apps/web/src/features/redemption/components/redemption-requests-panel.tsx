import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelRedeemRequest,
  useRedeemRequests,
} from '#src/features/redemption/api/redemption-api';
import { RedemptionTracker } from '#src/features/redemption/components/redemption-tracker';
import { errorCopy } from '#src/lib/error-copy';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';
import '#src/features/redemption/components/redemption.css';

/**
 * The player's requests in the tracker, with cancel; `onChanged` after a cancel (the wallet).
 * `cancelShownElsewhereFor`: a request whose cancel the page already offers (the code step), so
 * the tracker does not offer it twice.
 */
export function RedemptionRequestsPanel({
  onChanged,
  cancelShownElsewhereFor = null,
}: {
  onChanged: () => void;
  cancelShownElsewhereFor?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useRedeemRequests();
  const [cancelingId, setCancelingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (requests.isError) return <p role="alert">{errorCopy(requests.error, t)}</p>;
  if (!requests.data) return null;

  const cancel = async (withdrawRequestId: string) => {
    setCancelingId(withdrawRequestId);
    setError(null);
    try {
      await cancelRedeemRequest(withdrawRequestId);
    } catch (failure) {
      setError(errorCopy(failure, t));
    } finally {
      setCancelingId(null);
      await queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY });
      onChanged();
    }
  };

  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <RedemptionTracker
        requests={requests.data}
        cancelingId={cancelingId}
        cancelShownElsewhereFor={cancelShownElsewhereFor}
        onCancel={(id) => void cancel(id)}
      />
    </>
  );
}

/** The account area's card: the same tracker as the redeem dialog. */
export function RedemptionAccountPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="account-card" data-testid="redemption-account-panel">
      <h3>{t('redemption.tracker.title')}</h3>
      <RedemptionRequestsPanel onChanged={onChanged} />
    </section>
  );
}

import { Button, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The purchase success, transaction failed, failed-due-to-address and transaction waiting
 * dialogs (spec §2): one
 * title, one text, one main action; shown in the portal over the store.
 */
export function PurchaseResultDialog({
  tone,
  title,
  text,
  note,
  actionLabel,
  onAction,
  onClose,
}: {
  tone: 'success' | 'failure' | 'waiting';
  title: string;
  text: string;
  /** A second line, e.g. the coin-back the purchase started. */
  note?: string | undefined;
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`purchase-result purchase-result--${tone}`} data-testid={`purchase-${tone}`}>
      <IconButton label={t('dialogs.close')} className="purchase-result__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="purchase-result__title">{title}</h2>
      <p className="purchase-result__text">{text}</p>
      {note ? (
        <p className="purchase-result__text" data-testid="purchase-coin-back">
          {note}
        </p>
      ) : null}
      <Button size="lg" isBlock onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}

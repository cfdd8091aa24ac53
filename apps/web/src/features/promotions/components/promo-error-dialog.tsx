import '#src/features/promotions/components/promotions.css';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { promoDialogErrorKey } from '#src/features/promotions/model/promo-error-text';

/**
 * The promo error dialog (payments §2, §8): 'OOPS!', the text of the promo error named by
 * `invalidReason` or the failed call (the inactive text for any other name), and 'Ok'.
 */
export function PromoErrorDialog({
  errorName,
  onClose,
}: {
  errorName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="promo-dialog" data-testid="promo-error">
      <h2 className="promo-dialog__title">{t('promotions.error.title')}</h2>
      <p className="promo-dialog__text">{t(promoDialogErrorKey(errorName))}</p>
      <Button size="lg" isBlock onClick={onClose}>
        {t('promotions.error.ok')}
      </Button>
    </div>
  );
}

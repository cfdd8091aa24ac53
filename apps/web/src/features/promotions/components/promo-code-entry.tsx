import '#src/features/promotions/components/promotions.css';
import { PROMO_CODE_MAX_LENGTH } from '@casino/contracts/rest/promotions/promo-code';
import type { TCoinType } from '@casino/money';
import { Button } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemPromoCode } from '#src/features/promotions/api/redeem-promo-code';
import { verifyPromoCodeQueryOptions } from '#src/features/promotions/api/verify-promo-code';
import { PromoGiftDialog } from '#src/features/promotions/components/promo-gift-dialog';
import {
  promoLookupErrorKey,
  type TPromoErrorKey,
} from '#src/features/promotions/model/promo-error-text';
import { ApiError } from '#src/lib/api-client';
import { useFlag } from '#src/lib/feature-flags';
import { usePortal } from '#src/stores/portal';

/**
 * The promo code field of the Rewards page: the typed code is looked up, then claimed in the
 * claim-gift dialog; a code that would not pay shows its promo error under the field (the
 * lookup reading of §8: InternalServerErrorType for a name the table does not know).
 */
export function PromoCodeEntry({
  onWalletChanged,
  onRedeemed,
  renderCelebration,
}: {
  onWalletChanged: () => void;
  /** The code was redeemed: its AFTER_PROMO_CODE popups may start. */
  onRedeemed: (promoCode: string) => void;
  renderCelebration: (coins: TCoinType[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isScMode = useFlag('sc_mode_available') !== false;
  const inputId = useId();
  const [code, setCode] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [errorKey, setErrorKey] = useState<TPromoErrorKey | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setIsChecking(true);
    setErrorKey(null);
    try {
      const promotion = await queryClient.fetchQuery({
        ...verifyPromoCodeQueryOptions(typed),
        staleTime: 0,
      });
      if (promotion.invalidReason) {
        setErrorKey(promoLookupErrorKey(promotion.invalidReason));
        return;
      }
      const close = () => usePortal.getState().closePortal(true);
      usePortal.getState().openPortal(
        <PromoGiftDialog
          promotion={promotion}
          isScMode={isScMode}
          onClaim={() => redeemPromoCode(promotion.promoCode)}
          onClaimed={() => {
            setCode('');
            onWalletChanged();
            onRedeemed(promotion.promoCode);
          }}
          onClose={close}
          renderCelebration={renderCelebration}
        />,
        { label: t('promotions.gift.title'), isPersistent: true },
      );
    } catch (error) {
      console.error('Promo code lookup failed', error);
      setErrorKey(promoLookupErrorKey(error instanceof ApiError ? error.name : null));
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <form className="promo-entry" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('promotions.entry.title')}</h2>
      <p>{t('promotions.entry.text')}</p>
      <label htmlFor={inputId}>{t('promotions.entry.label')}</label>
      <div className="promo-entry__row">
        <input
          id={inputId}
          name="promoCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          aria-invalid={errorKey !== null}
          aria-describedby={errorKey ? `${inputId}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={isChecking || code.trim() === ''}>
          {t('promotions.entry.apply')}
        </Button>
      </div>
      {errorKey ? (
        <p id={`${inputId}-error`} className="promo-entry__error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
    </form>
  );
}

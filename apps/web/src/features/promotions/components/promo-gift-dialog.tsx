import '#src/features/promotions/components/promotions.css';
import type { TPromotion, TRedeemPromoCodeResult } from '@casino/contracts';
import { asAmountMinor, formatAmount, type TCoinType } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { Gift, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { promoDialogErrorKey } from '#src/features/promotions/model/promo-error-text';
import { ApiError } from '#src/lib/api-client';
import { useCoinAnimation } from '#src/stores/coin-animation';

/** How long the coins fly after a claim before the dialog closes. */
export const CLOSE_AFTER_CLAIM_MS = 1500;

/**
 * The claim-gift dialog (payments §2, §4): 'Claim Gift', 'Enjoy your gift!', the code's title
 * and reward, and 'Claim', disabled while processing. A claim redeems the code, refreshes the
 * wallet, plays the reward animation and closes; a failure shows 'Failed to claim gift' with
 * the promo error's text when the answer names one, and lets the player try again.
 */
export function PromoGiftDialog({
  promotion,
  isScMode,
  onClaim,
  onClaimed,
  onClose,
  renderCelebration,
}: {
  promotion: TPromotion;
  isScMode: boolean;
  onClaim: () => Promise<TRedeemPromoCodeResult>;
  onClaimed: () => void;
  onClose: () => void;
  /** The coin animation after a claim (composed in app/ from the bonuses feature). */
  renderCelebration: (coins: TCoinType[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [isClaiming, setIsClaiming] = useState(false);
  const [flyingCoins, setFlyingCoins] = useState<TCoinType[] | null>(null);
  /** Set after a failed claim: the promo error's name when the answer named one. */
  const [failure, setFailure] = useState<{ promoError: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const setCoinAnimationVisible = useCoinAnimation((store) => store.setVisible);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      setCoinAnimationVisible(false);
    },
    [setCoinAnimationVisible],
  );

  const showsSc = isScMode && promotion.scAmount > 0;

  const handleClaim = async () => {
    setIsClaiming(true);
    setFailure(null);
    try {
      const paid = await onClaim();
      const coins: TCoinType[] = [];
      if (paid.gcCoin > 0) coins.push('GC');
      if (isScMode && paid.totalScCoin > 0) coins.push('SC');
      onClaimed();
      setFlyingCoins(coins);
      setCoinAnimationVisible(true);
      timer.current = setTimeout(() => {
        setCoinAnimationVisible(false);
        onClose();
      }, CLOSE_AFTER_CLAIM_MS);
    } catch (error) {
      console.error('Promo code claim failed', error);
      setFailure({
        promoError:
          error instanceof ApiError && error.name.startsWith('PromoCode') ? error.name : null,
      });
      setIsClaiming(false);
    }
  };

  return (
    <div className="promo-dialog" data-testid="promo-gift">
      <IconButton
        label={t('promotions.close')}
        className="promo-dialog__close"
        onClick={onClose}
        disabled={isClaiming}
      >
        <X size={20} aria-hidden="true" />
      </IconButton>
      <Gift className="promo-dialog__icon" size={56} aria-hidden="true" />
      <h2 className="promo-dialog__title">{t('promotions.gift.title')}</h2>
      <p className="promo-dialog__text">{t('promotions.gift.text')}</p>
      {promotion.title ? <p className="promo-dialog__name">{promotion.title}</p> : null}
      <ul className="promo-dialog__rewards" data-testid="promo-gift-rewards">
        {promotion.gcAmount > 0 ? (
          <li data-coin="GC">
            {t('promotions.gift.gc', {
              amount: formatAmount(asAmountMinor(promotion.gcAmount), {
                coin: 'GC',
                style: 'coins',
              }),
            })}
          </li>
        ) : null}
        {showsSc ? (
          <li data-coin="SC">
            {t('promotions.gift.sc', {
              amount: formatAmount(asAmountMinor(promotion.scAmount), {
                coin: 'SC',
                style: 'coins',
              }),
            })}
          </li>
        ) : null}
      </ul>
      {failure ? (
        <div className="promo-dialog__error" role="alert" data-testid="promo-gift-error">
          <strong>{t('promotions.gift.failed')}</strong>
          {failure.promoError ? <span>{t(promoDialogErrorKey(failure.promoError))}</span> : null}
        </div>
      ) : null}
      <Button size="lg" isBlock disabled={isClaiming} onClick={() => void handleClaim()}>
        {t('promotions.gift.claim')}
      </Button>
      {flyingCoins ? renderCelebration(flyingCoins) : null}
    </div>
  );
}

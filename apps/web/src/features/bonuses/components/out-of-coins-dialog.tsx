import '#src/features/bonuses/components/bonuses.css';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinShower } from '#src/features/bonuses/components/coin-shower';
import { useCoinAnimation } from '#src/stores/coin-animation';

/** How long the gold coins fly after a refill before the portal closes. */
export const REFILL_ANIMATION_MS = 1500;

/**
 * The out-of-coins popup (engagement §2, §4): idle, then claiming with the button disabled. A
 * paid refill updates the balance, plays the gold-coin animation and closes; a refused one
 * (false) closes with the button enabled again; an error re-enables the button and is logged.
 */
export function OutOfCoinsDialog({
  rewardMinor,
  onClaim,
  onClaimed,
  onClose,
}: {
  rewardMinor: number;
  onClaim: () => Promise<boolean>;
  onClaimed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isClaiming, setIsClaiming] = useState(false);
  const [isFlying, setIsFlying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const setCoinAnimationVisible = useCoinAnimation((store) => store.setVisible);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      setCoinAnimationVisible(false);
    },
    [setCoinAnimationVisible],
  );

  const handleClaim = async () => {
    setIsClaiming(true);
    try {
      const isClaimed = await onClaim();
      if (!isClaimed) {
        setIsClaiming(false);
        onClose();
        return;
      }
      onClaimed();
      setIsFlying(true);
      setCoinAnimationVisible(true);
      timer.current = setTimeout(() => {
        setCoinAnimationVisible(false);
        onClose();
      }, REFILL_ANIMATION_MS);
    } catch (error) {
      console.error('Claim refill bonus error', error);
      setIsClaiming(false);
    }
  };

  return (
    <div className="out-of-coins" data-testid="out-of-coins">
      <IconButton label={t('bonuses.close')} className="out-of-coins__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="out-of-coins__title">{t('bonuses.refill.title')}</h2>
      <p className="out-of-coins__text">{t('bonuses.refill.text')}</p>
      <p className="out-of-coins__amount" data-testid="refill-amount">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#F5C542" />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="#1B1446" strokeOpacity="0.35" />
        </svg>
        {formatAmount(asAmountMinor(rewardMinor), { coin: 'GC', style: 'coins' })}
      </p>
      <Button size="lg" isBlock disabled={isClaiming} onClick={() => void handleClaim()}>
        {t('bonuses.refill.claim')}
      </Button>
      {isFlying ? <CoinShower coins={['GC']} /> : null}
    </div>
  );
}

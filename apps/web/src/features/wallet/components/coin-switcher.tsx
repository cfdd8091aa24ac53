import '#src/features/wallet/components/wallet.css';
import { COIN_TYPES, coinLabel, type TCoinType } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { playToggleSound } from '#src/features/wallet/components/toggle-sound';
import { trackEvent } from '#src/lib/analytics';
import { useCoinAnimation } from '#src/stores/coin-animation';
import { useCoinType } from '#src/stores/coin-type';
import { useSound } from '#src/stores/sound';

export interface TCoinSwitcherProps {
  /**
   * Asked before switching to SC (e.g. the phone-verification check, composed in app/); the
   * switch happens only when it resolves true.
   */
  interceptScSwitch?: () => Promise<boolean>;
}

/**
 * GC/SC switch (spec §4 Coin type): changes the page theme, plays the toggle sound, sends
 * lobby_switch; blocked while the coin animation is visible.
 */
export function CoinSwitcher({ interceptScSwitch }: TCoinSwitcherProps) {
  const { t } = useTranslation();
  const coinType = useCoinType((state) => state.coinType);
  const setCoinType = useCoinType((state) => state.setCoinType);
  const isAnimationVisible = useCoinAnimation((state) => state.isVisible);
  const isSoundOn = useSound((state) => state.isSoundOn);

  const handleSwitch = async (next: TCoinType) => {
    if (next === coinType || useCoinAnimation.getState().isVisible) return;
    if (next === 'SC' && interceptScSwitch && !(await interceptScSwitch())) return;
    setCoinType(next);
    if (isSoundOn) playToggleSound(next);
    trackEvent('lobby_switch', { from: coinType, to: next });
  };

  return (
    <div
      className="coin-switcher"
      role="radiogroup"
      aria-label={t('wallet.coinSwitcherLabel')}
      aria-disabled={isAnimationVisible}
      data-testid="coin-switcher"
    >
      {COIN_TYPES.map((coin) => (
        <button
          key={coin}
          type="button"
          role="radio"
          aria-checked={coinType === coin}
          className="coin-switcher__option"
          data-coin={coin}
          data-onboarding-target={`coin-${coin}`}
          disabled={isAnimationVisible}
          onClick={() => void handleSwitch(coin)}
        >
          {coinLabel(coin)}
        </button>
      ))}
    </div>
  );
}

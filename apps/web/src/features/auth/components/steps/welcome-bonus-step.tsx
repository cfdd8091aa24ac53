import type { TWelcomeBonus } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWelcomeBonus } from '#src/features/auth/api/get-welcome-bonus';
import { finishSignUpFlow } from '#src/features/auth/model/auth-flow';
import { useFlag } from '#src/lib/feature-flags';

/**
 * WelcomeBonusDialog: shows the welcome bonus the server has just paid (decision 160); closes
 * itself (the flow goes on) when the bonus cannot be loaded or no bonus is active; with
 * sc_mode_available off only the GC amount shows (engagement spec). The wallet is read afresh
 * when the flow ends and the player is authenticated.
 */
export function WelcomeBonusStep() {
  const { t } = useTranslation();
  const isScMode = useFlag('sc_mode_available') !== false;
  const [bonus, setBonus] = useState<TWelcomeBonus | null | undefined>(undefined);

  useEffect(() => {
    let isActive = true;
    void getWelcomeBonus().then((answer) => {
      if (!isActive) return;
      const shown = answer?.isActive ? answer : null;
      if (shown === null) void finishSignUpFlow();
      setBonus(shown);
    });
    return () => {
      isActive = false;
    };
  }, []);

  if (bonus === undefined) {
    return (
      <div className="auth-dialog auth-dialog--center">
        <Spinner label={t('shell.loading')} />
      </div>
    );
  }
  if (bonus === null) return null;
  return (
    <div className="auth-dialog auth-dialog--center" data-testid="welcome-bonus">
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.welcome.title')}
      </h2>
      <p className="auth-dialog__text">{t('auth.welcome.text')}</p>
      <p className="auth-welcome__amount">
        {t('auth.welcome.gc', {
          amount: formatAmount(asAmountMinor(bonus.gcAmount), { coin: 'GC', style: 'coins' }),
        })}
      </p>
      {isScMode ? (
        <p className="auth-welcome__amount auth-welcome__amount--sc">
          {t('auth.welcome.sc', {
            amount: formatAmount(asAmountMinor(bonus.scAmount), { coin: 'SC', style: 'coins' }),
          })}
        </p>
      ) : null}
      <Button size="lg" isBlock onClick={() => void finishSignUpFlow()}>
        {t('auth.welcome.play')}
      </Button>
    </div>
  );
}

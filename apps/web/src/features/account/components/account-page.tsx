import { Button } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '#src/features/account/api/get-profile';
import { requestSelfExclusion } from '#src/features/account/api/request-self-exclusion';
import '#src/features/account/components/account.css';

const BREAK_DAYS = [1, 7, 30] as const;
const EXCLUSION_DAYS = [180, 365] as const;

type TChoice = { kind: 'takeBreak' | 'selfExclusion'; durationDays?: number };

/**
 * My Account: the profile, phone verification, settings, and the player's own break or
 * self-exclusion (enforced by the server: no play, buy or redeem until it ends).
 */
export function AccountPage({
  onVerifyPhone,
  onChangeSettings,
  onLogOut,
  onExcluded,
}: {
  onVerifyPhone: () => void;
  onChangeSettings: () => void;
  onLogOut: () => void;
  onExcluded: () => void;
}) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [choice, setChoice] = useState<TChoice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleConfirm = async () => {
    if (!choice) return;
    setError(null);
    try {
      await requestSelfExclusion(choice);
      onExcluded();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const isChosen = (candidate: TChoice) =>
    choice?.kind === candidate.kind && choice.durationDays === candidate.durationDays;

  return (
    <div className="account-page" data-testid="account-page">
      <h2 id="fp-dialog-account-title" className="account-dialog__title">
        {t('account.area.title')}
      </h2>
      <section className="account-card">
        <h3>{t('account.area.profile')}</h3>
        <dl className="account-facts">
          <dt>{t('account.area.email')}</dt>
          <dd>{profile?.email ?? '—'}</dd>
          <dt>{t('account.area.phone')}</dt>
          <dd>{profile?.phoneVerified ? profile.phone : t('account.area.notVerified')}</dd>
          <dt>{t('account.area.country')}</dt>
          <dd>
            {[profile?.countryCode, profile?.territory?.code].filter(Boolean).join(' · ') || '—'}
          </dd>
        </dl>
        <div className="account-actions">
          {profile && !profile.phoneVerified ? (
            <Button variant="secondary" onClick={onVerifyPhone}>
              {t('account.area.verifyPhone')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onChangeSettings}>
            {t('account.area.changeSettings')}
          </Button>
        </div>
      </section>
      <section className="account-card">
        <h3>{t('account.area.responsibleGaming')}</h3>
        <p className="account-hint">{t('account.area.breakText')}</p>
        <div className="account-chips" role="group" aria-label={t('account.area.takeBreak')}>
          <span className="account-chips__label">{t('account.area.takeBreak')}</span>
          {BREAK_DAYS.map((days) => (
            <button
              key={`break-${days}`}
              type="button"
              className="account-chip"
              aria-pressed={isChosen({ kind: 'takeBreak', durationDays: days })}
              onClick={() => setChoice({ kind: 'takeBreak', durationDays: days })}
            >
              {t('account.area.days', { count: days })}
            </button>
          ))}
        </div>
        <div className="account-chips" role="group" aria-label={t('account.area.selfExclude')}>
          <span className="account-chips__label">{t('account.area.selfExclude')}</span>
          {EXCLUSION_DAYS.map((days) => (
            <button
              key={`exclude-${days}`}
              type="button"
              className="account-chip"
              aria-pressed={isChosen({ kind: 'selfExclusion', durationDays: days })}
              onClick={() => setChoice({ kind: 'selfExclusion', durationDays: days })}
            >
              {t('account.area.days', { count: days })}
            </button>
          ))}
          <button
            type="button"
            className="account-chip"
            aria-pressed={isChosen({ kind: 'selfExclusion' })}
            onClick={() => setChoice({ kind: 'selfExclusion' })}
          >
            {t('account.area.indefinite')}
          </button>
        </div>
        {error ? (
          <p className="account-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button variant="destructive" disabled={!choice} onClick={() => void handleConfirm()}>
          {t('account.area.confirm')}
        </Button>
      </section>
      <Button variant="ghost" onClick={onLogOut}>
        {t('account.area.logOut')}
      </Button>
    </div>
  );
}

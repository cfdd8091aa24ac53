import { Button } from '@casino/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '#src/features/account/api/get-profile';
import {
  ExclusionConfirmDialog,
  type TExclusionChoice,
} from '#src/features/account/components/exclusion-dialogs';
import { usePortal } from '#src/stores/portal';
import '#src/features/account/components/account.css';

const BREAK_DAYS = [1, 7, 30] as const;
const EXCLUSION_DAYS = [180, 365] as const;

type TChoice = TExclusionChoice;

/**
 * My Account: the profile, phone verification, settings, and the player's own break or
 * self-exclusion (enforced by the server: no play, buy or redeem until it ends). A break or
 * exclusion takes effect only after a confirmation that spells out what it means.
 */
export function AccountPage({
  onVerifyPhone,
  onChangeSettings,
  onLogOut,
  onExcluded,
  children,
}: {
  onVerifyPhone: () => void;
  onChangeSettings: () => void;
  onLogOut: () => void;
  onExcluded: (kind: TChoice['kind'], until: string | null) => void;
  /** Sections other features add to the account area (composed in app/). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [choice, setChoice] = useState<TChoice | null>(null);

  const handleConfirm = () => {
    if (!choice) return;
    const { openPortal, closePortal } = usePortal.getState();
    openPortal(
      <ExclusionConfirmDialog
        choice={choice}
        onExcluded={(until) => onExcluded(choice.kind, until)}
        onCancel={() => closePortal()}
      />,
      { label: t('account.area.responsibleGaming') },
    );
  };

  const isChosen = (candidate: TChoice) =>
    choice?.kind === candidate.kind && choice.durationDays === candidate.durationDays;

  return (
    <div className="account-page" data-testid="account-page">
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
        <Button variant="destructive" disabled={!choice} onClick={handleConfirm}>
          {t('account.area.confirm')}
        </Button>
      </section>
      {children}
      <Button variant="ghost" onClick={onLogOut}>
        {t('account.area.logOut')}
      </Button>
    </div>
  );
}

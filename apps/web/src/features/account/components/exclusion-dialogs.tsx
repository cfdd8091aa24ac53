import { Button } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestSelfExclusion } from '#src/features/account/api/request-self-exclusion';
import '#src/features/account/components/account.css';
import { errorCopy } from '#src/lib/error-copy';

export type TExclusionChoice = { kind: 'takeBreak' | 'selfExclusion'; durationDays?: number };

const DAY_MS = 24 * 60 * 60 * 1000;

function formatDate(date: Date, language: string): string {
  return date.toLocaleDateString(language === 'en-DE' ? 'en-GB' : 'en-US', {
    dateStyle: 'long',
  });
}

/**
 * Asked before a break or self-exclusion takes effect: what it is, until when, and that the
 * player is logged out at once and cannot undo it early.
 */
export function ExclusionConfirmDialog({
  choice,
  onExcluded,
  onCancel,
}: {
  choice: TExclusionChoice;
  /** The server has put it in force (every session ended); `until` is null when indefinite. */
  onExcluded: (until: string | null) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  // The end date as of opening the question (a render must not read the clock).
  const [openedAt] = useState(() => Date.now());
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleConfirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const answer = await requestSelfExclusion(choice);
      onExcluded(answer.selfExcludedUntil);
    } catch (caught) {
      setError(errorCopy(caught, t));
      setIsBusy(false);
    }
  };
  const days = choice.durationDays;
  const isBreak = choice.kind === 'takeBreak';
  const title =
    days === undefined
      ? t('account.exclusion.confirmIndefiniteTitle')
      : t(isBreak ? 'account.exclusion.confirmBreakTitle' : 'account.exclusion.confirmTitle', {
          duration: t('account.area.days', { count: days }),
        });
  const text =
    days === undefined
      ? t('account.exclusion.confirmIndefiniteText')
      : t('account.exclusion.confirmText', {
          date: formatDate(new Date(openedAt + days * DAY_MS), i18n.language),
        });
  return (
    <div className="account-dialog" data-testid="exclusion-confirm">
      <h2 className="account-dialog__title">{title}</h2>
      <p className="account-exclusion__text">{text}</p>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="destructive"
        size="lg"
        isBlock
        disabled={isBusy}
        onClick={() => void handleConfirm()}
      >
        {t(isBreak ? 'account.exclusion.confirmBreak' : 'account.exclusion.confirmExclusion')}
      </Button>
      <Button variant="ghost" isBlock disabled={isBusy} onClick={onCancel}>
        {t('account.exclusion.cancel')}
      </Button>
    </div>
  );
}

/** Said once the break or exclusion is in force and the player has been logged out. */
export function ExclusionDoneDialog({
  kind,
  until,
  onDone,
}: {
  kind: TExclusionChoice['kind'];
  until: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="account-dialog" data-testid="exclusion-done">
      <h2 className="account-dialog__title">
        {t(
          kind === 'takeBreak' ? 'account.exclusion.doneBreakTitle' : 'account.exclusion.doneTitle',
        )}
      </h2>
      <p className="account-exclusion__text">
        {until
          ? t('account.exclusion.doneText', { date: formatDate(new Date(until), i18n.language) })
          : t('account.exclusion.doneIndefiniteText')}
      </p>
      <Button size="lg" isBlock onClick={onDone}>
        {t('account.exclusion.ok')}
      </Button>
    </div>
  );
}

import type { TPlayerQuest } from '@casino/contracts';
import { IconButton, Spinner } from '@casino/ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerQuest } from '#src/features/quests/api/get-player-quest';
import { QuestDialog } from '#src/features/quests/components/quest-dialog';
import type { TQuestsWiring } from '#src/features/quests/components/quests-wiring';
import { usePortal } from '#src/stores/portal';

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * The quest dialog as the portal shows it: the player's quest as it is read now (a socket
 * update reads it again), or the last one read once it is over, so a collected quest's dialog
 * stays until closed; 'No active quest found' when there was none.
 */
export function QuestPortal({ wiring }: { wiring: TQuestsWiring }) {
  const { t } = useTranslation();
  const { data } = usePlayerQuest();
  const [last, setLast] = useState<TPlayerQuest | null>(data ?? null);
  if (data && data !== last) setLast(data);
  if (!last && data === null) {
    return (
      <div className="quest-dialog" data-testid="quest-dialog">
        <IconButton
          label={t('dialogs.close')}
          className="quest-dialog__close"
          onClick={closePortal}
        >
          <X size={20} aria-hidden="true" />
        </IconButton>
        <h2 className="quest-dialog__title">{t('quests.title')}</h2>
        <p className="quest-dialog__hint">{t('errors.noActiveQuest')}</p>
      </div>
    );
  }
  if (!last) return <Spinner label={t('shell.loading')} size={40} />;
  return <QuestDialog quest={last} isOver={data === null} wiring={wiring} onClose={closePortal} />;
}

/** Opens the quest dialog in the portal (the quest popup's button, the home widget). */
export function openQuestPortal(wiring: TQuestsWiring, label: string): void {
  usePortal.getState().openPortal(<QuestPortal wiring={wiring} />, {
    label,
    contentClassName: 'quest-portal',
  });
}

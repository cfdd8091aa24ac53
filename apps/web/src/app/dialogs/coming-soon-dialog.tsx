import { Button } from '@casino/ui';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FullPageDialogFrame } from '#src/app/dialogs/full-page-dialog-frame';
import { useDialogs, type TFullPageDialogKey } from '#src/stores/dialogs';

/**
 * An honest shell for a full-page dialog whose feature has not shipped yet: it names the area
 * and says what will be here. It never shows invented balances, packages or prizes.
 */
export function ComingSoonDialog({ dialogKey }: { dialogKey: TFullPageDialogKey }) {
  const { t } = useTranslation();
  const closeFullPageDialog = useDialogs((state) => state.closeFullPageDialog);
  const titleId = `fp-dialog-${dialogKey}-title`;
  return (
    <FullPageDialogFrame titleId={titleId} title={t(`dialogs.${dialogKey}.title`)}>
      <div className="coming-soon" data-testid={`dialog-${dialogKey}`}>
        <Sparkles size={48} aria-hidden="true" className="coming-soon__icon" />
        <p className="coming-soon__lead">{t(`dialogs.${dialogKey}.text`)}</p>
        <p className="muted">{t('dialogs.comingSoon')}</p>
        <Button size="lg" onClick={closeFullPageDialog}>
          {t('dialogs.backToLobby')}
        </Button>
      </div>
    </FullPageDialogFrame>
  );
}

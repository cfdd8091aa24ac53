import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useDialogs, type TDialogKey } from '#src/stores/dialogs';

/** Stands in for the identity feature's sign-in dialogs until they are registered. */
export function PendingSignInDialog({ dialogKey }: { dialogKey: TDialogKey }) {
  const { t } = useTranslation();
  const closeDialog = useDialogs((state) => state.closeDialog);
  return (
    <div className="simple-dialog" data-testid={`dialog-${dialogKey}`}>
      <h2 id={`dialog-${dialogKey}-title`}>{t(`dialogs.${dialogKey}.title`)}</h2>
      <p className="muted">{t('dialogs.signInPending')}</p>
      <Button isBlock onClick={() => closeDialog(dialogKey)}>
        {t('dialogs.close')}
      </Button>
    </div>
  );
}

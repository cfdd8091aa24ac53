import { IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '#src/stores/dialogs';

/**
 * The frame every full-page dialog shares, so none can lack a way out: a title bar with a
 * visible close button, then its body. Escape and browser Back close it too (dialogs store).
 */
export function FullPageDialogFrame({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeFullPageDialog = useDialogs((state) => state.closeFullPageDialog);
  return (
    <div className="fp-dialog">
      <div className="fp-dialog__bar">
        <h1 id={titleId} className="fp-dialog__title">
          {title}
        </h1>
        <IconButton label={t('dialogs.close')} onClick={closeFullPageDialog}>
          <X size={22} aria-hidden="true" />
        </IconButton>
      </div>
      <div className="fp-dialog__body">{children}</div>
    </div>
  );
}

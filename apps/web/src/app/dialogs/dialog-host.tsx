import { IconButton, Modal, Spinner } from '@casino/ui';
import { X } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOGS, FULL_PAGE_DIALOGS } from '#src/app/dialogs/dialog-registry';
import { FullPageDialogFrame } from '#src/app/dialogs/full-page-dialog-frame';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="dialog-loading">
      <Spinner label={t('shell.loading')} />
    </div>
  );
}

/**
 * Renders, bottom to top: the full-page dialog (always in the shared frame with its title and
 * close button; Escape and browser Back close it through the dialogs store), the stacked ordinary
 * dialogs, the portal. An ordinary dialog's close button comes with its content and after it in
 * the tab order, so it never takes the focus the dialog gives on opening; on a phone it is the
 * way out besides the backdrop.
 */
export function DialogHost() {
  const { t } = useTranslation();
  const fullPageDialog = useDialogs((state) => state.fullPageDialog);
  const dialogs = useDialogs((state) => state.dialogs);
  const closeDialog = useDialogs((state) => state.closeDialog);
  const portalContent = usePortal((state) => state.content);
  const portalOptions = usePortal((state) => state.options);
  const closePortal = usePortal((state) => state.closePortal);
  const FullPage = fullPageDialog ? (FULL_PAGE_DIALOGS[fullPageDialog] ?? null) : null;

  return (
    <>
      <Modal
        isOpen={FullPage !== null}
        variant="full-page"
        isPersistent
        labelledBy={fullPageDialog ? `fp-dialog-${fullPageDialog}-title` : undefined}
        testId="full-page-dialog"
      >
        {FullPage && fullPageDialog ? (
          <FullPageDialogFrame
            titleId={`fp-dialog-${fullPageDialog}-title`}
            title={t(`dialogs.${fullPageDialog}.title`)}
          >
            <Suspense fallback={<Loading />}>
              <FullPage />
            </Suspense>
          </FullPageDialogFrame>
        ) : null}
      </Modal>
      {dialogs.map(({ key, props }) => {
        const Content = DIALOGS[key];
        return (
          <Modal
            key={key}
            isOpen
            onRequestClose={() => closeDialog(key)}
            labelledBy={`dialog-${key}-title`}
            testId={`dialog-modal-${key}`}
          >
            <Suspense fallback={<Loading />}>
              <Content {...props} />
              <IconButton
                label={t('dialogs.close')}
                className="dialog-close"
                onClick={() => closeDialog(key)}
              >
                <X size={20} aria-hidden="true" />
              </IconButton>
            </Suspense>
          </Modal>
        );
      })}
      <Modal
        isOpen={portalContent !== null}
        isPersistent={portalOptions.isPersistent}
        onRequestClose={() => closePortal()}
        contentClassName={portalOptions.contentClassName}
        label={portalOptions.label}
        testId="modal-portal"
      >
        {portalContent}
      </Modal>
    </>
  );
}

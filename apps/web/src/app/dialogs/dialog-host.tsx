import { Modal, Spinner } from '@casino/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOGS, FULL_PAGE_DIALOGS } from '#src/app/dialogs/dialog-registry';
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

/** Renders, bottom to top: the full-page dialog, the stacked ordinary dialogs, the portal. */
export function DialogHost() {
  const fullPageDialog = useDialogs((state) => state.fullPageDialog);
  const dialogs = useDialogs((state) => state.dialogs);
  const closeDialog = useDialogs((state) => state.closeDialog);
  const portalContent = usePortal((state) => state.content);
  const portalOptions = usePortal((state) => state.options);
  const closePortal = usePortal((state) => state.closePortal);
  const FullPage = fullPageDialog ? FULL_PAGE_DIALOGS[fullPageDialog] : null;

  return (
    <>
      <Modal
        isOpen={FullPage !== null}
        variant="full-page"
        isPersistent
        labelledBy={fullPageDialog ? `fp-dialog-${fullPageDialog}-title` : undefined}
        testId="full-page-dialog"
      >
        {FullPage ? (
          <Suspense fallback={<Loading />}>
            <FullPage />
          </Suspense>
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

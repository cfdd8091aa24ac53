import { Modal } from '@casino/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FullPageError } from '#src/app/shell/full-page-error';
import { trackEvent } from '#src/lib/analytics';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

/** Closes the dialogs, reports the error and shows the fallback in a persistent, silent portal. */
export function reportUiError(error: unknown): void {
  useDialogs.getState().closeAllDialogs();
  usePortal.getState().closePortal(true);
  const message = error instanceof Error ? error.message : String(error);
  console.error('uncaught UI error', error);
  trackEvent('ui_error', { message: message.slice(0, 500), path: window.location.pathname });
}

export function ErrorFallbackPortal() {
  return (
    <Modal
      isOpen
      isPersistent
      labelledBy="full-page-error-title"
      contentClassName="error-portal"
      testId="error-portal"
    >
      <FullPageError />
    </Modal>
  );
}

interface TState {
  hasError: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { hasError: false };

  static getDerivedStateFromError(): TState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    reportUiError(error);
  }

  override render() {
    return this.state.hasError ? <ErrorFallbackPortal /> : this.props.children;
  }
}

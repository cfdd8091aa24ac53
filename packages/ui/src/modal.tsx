import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin, trapTabKey } from './focus-trap';

export type TModalVariant = 'center' | 'full-page';

export interface TModalProps {
  isOpen: boolean;
  /** Called when the overlay is clicked (never for persistent modals). */
  onRequestClose?: () => void;
  isPersistent?: boolean;
  variant?: TModalVariant;
  contentClassName?: string;
  /** Accessible name: either the id of a visible title or a label. */
  labelledBy?: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}

const EXIT_MS = 180;

function returnFocus(openerRef: RefObject<Element | null>): void {
  const opener = openerRef.current;
  openerRef.current = null;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
}

/**
 * Overlay plus content, faded and scaled in and out (reduced motion: instant). Focus moves into
 * the content on open, Tab cycles inside it, and focus returns to the opener on close. Escape is
 * handled by the app's one keyboard handler, which knows which open item is top-most.
 */
export function Modal({
  isOpen,
  onRequestClose,
  isPersistent = false,
  variant = 'center',
  contentClassName,
  labelledBy,
  label,
  testId,
  children,
}: TModalProps) {
  const [isMounted, setIsMounted] = useState(isOpen);
  const [isClosing, setIsClosing] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  // Opened again while it fades out (one portal item replacing another): it stays, open.
  if (isOpen && (!isMounted || isClosing)) {
    setIsMounted(true);
    setIsClosing(false);
  }
  if (!isOpen && isMounted && !isClosing) setIsClosing(true);

  useEffect(() => {
    if (!isClosing) return;
    const timer = window.setTimeout(() => {
      setIsMounted(false);
      setIsClosing(false);
    }, EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [isClosing]);

  useLayoutEffect(() => {
    if (!isOpen) return;
    const content = contentRef.current;
    if (!content) return;
    openerRef.current = document.activeElement;
    const [first] = focusableWithin(content);
    (first ?? content).focus({ preventScroll: true });
  }, [isOpen]);

  // Focus goes back to the opener after the closing commit (a passive effect, so React's own
  // focus restoration of that commit cannot undo it); the closing content is inert meanwhile.
  useEffect(() => {
    if (!isOpen) returnFocus(openerRef);
  }, [isOpen]);
  // Dialogs removed from the stack unmount without closing first: return focus then too.
  useEffect(() => () => returnFocus(openerRef), []);

  if (!isMounted) return null;
  const state = isClosing ? 'closing' : 'open';
  return createPortal(
    <div
      className={`cc-modal cc-modal--${variant}`}
      data-state={state}
      data-testid={testId}
      inert={isClosing}
    >
      <div
        className="cc-modal__overlay"
        aria-hidden="true"
        data-testid="modal-overlay"
        onClick={() => {
          if (!isPersistent && onRequestClose) onRequestClose();
        }}
      />
      <div
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={['cc-modal__content', contentClassName].filter(Boolean).join(' ')}
        onKeyDown={trapTabKey}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

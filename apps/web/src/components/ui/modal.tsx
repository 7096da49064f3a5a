import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import './modal.css';

type TModalProps = {
  title: ReactNode;
  children: ReactNode;
  /** The buttons; the element in `initialFocusRef` receives focus when the dialog opens. */
  actions: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape calls this; without it Escape does nothing. */
  onClose?: () => void;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog> (top layer, inert background), opened while mounted. Tab and
 * Shift+Tab cycle inside it so focus cannot reach the page behind or the browser's toolbar.
 */
export function Modal({ title, children, actions, initialFocusRef, onClose, className }: TModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [initialFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div id={bodyId} className="modal__body">
        {children}
      </div>
      <div className="modal__actions">{actions}</div>
    </dialog>
  );
}

import { type ReactNode, useRef } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import './confirm-dialog.css';

type TConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  isBusy?: boolean;
  /** `danger` for what cannot be undone by the person (deleting); `primary` for a weighty step forward. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onDismiss: () => void;
};

/** Asks before an action that cannot be taken back; the safe choice has the focus, Escape dismisses. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  dismissLabel,
  isBusy,
  confirmVariant = 'danger',
  onConfirm,
  onDismiss,
}: TConfirmDialogProps) {
  const dismissRef = useRef<HTMLButtonElement>(null);
  if (!isOpen) return null;
  return (
    <Modal
      className="confirm-dialog"
      title={title}
      initialFocusRef={dismissRef}
      onClose={isBusy ? undefined : onDismiss}
      actions={
        <>
          <Button ref={dismissRef} variant="secondary" onClick={onDismiss} disabled={isBusy}>
            {dismissLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isBusy={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

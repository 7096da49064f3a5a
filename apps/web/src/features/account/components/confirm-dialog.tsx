import { type ReactNode, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type TConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
};

/** Asks before a destructive action; the safe choice has the focus, Escape dismisses. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  dismissLabel,
  isBusy,
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
          <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

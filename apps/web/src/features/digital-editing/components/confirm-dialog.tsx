import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** Asks before an edit is archived or deleted; Cancel has the focus. */
export function ConfirmDialog(props: {
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={props.onCancel}>
            {t('digital-editing-cancel')}
          </Button>
          <Button variant="danger" onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </>
      }
    >
      <p>{props.body}</p>
    </Modal>
  );
}

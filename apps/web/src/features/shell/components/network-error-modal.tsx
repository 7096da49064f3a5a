import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** A request never reached the server: the only way on is to reload (spec §8). Escape closes it. */
export function NetworkErrorModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reloadRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t('shell-network-error-title')}
      initialFocusRef={reloadRef}
      onClose={onClose}
      actions={
        <Button ref={reloadRef} onClick={() => window.location.reload()}>
          {t('common-reload')}
        </Button>
      }
    >
      <p>{t('network-request-error')}</p>
    </Modal>
  );
}

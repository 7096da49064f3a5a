import type { TService } from '@portal/domain';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** What a service includes, in a dialog opened from its tile. */
export function ServiceDescriptionDialog({ service, onClose }: { service: TService; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={service.name}
      initialFocusRef={closeRef}
      onClose={onClose}
      className="service-description"
      actions={
        <Button ref={closeRef} onClick={onClose}>
          {t('order-form-close')}
        </Button>
      }
    >
      {service.description
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </Modal>
  );
}

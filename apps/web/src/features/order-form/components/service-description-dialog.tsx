import type { TService } from '@portal/domain';
import { type ReactNode, useRef, useState } from 'react';
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

/** The service whose description is open, if any: `describe` opens it, `dialog` is what to render. */
export function useServiceDescription(): { describe: (service: TService) => void; dialog: ReactNode } {
  const [described, setDescribed] = useState<TService | null>(null);
  return {
    describe: setDescribed,
    dialog: described ? <ServiceDescriptionDialog service={described} onClose={() => setDescribed(null)} /> : null,
  };
}

/** The 'Learn more' link of a service with a description, which opens it in the dialog. */
export function LearnMoreButton({ service, className, onClick }: { service: TService; className: string; onClick: () => void }) {
  const { t } = useTranslation();
  if (!service.description) return null;
  return (
    <Button
      variant="link"
      className={className}
      aria-label={t('order-form-learn-more-about', { name: service.name })}
      onClick={onClick}
    >
      {t('order-form-learn-more')}
    </Button>
  );
}

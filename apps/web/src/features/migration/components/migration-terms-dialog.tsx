import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import '../migration.css';

/** The terms of the transfer, in numbered catalogue paragraphs. */
const TERMS_PARAGRAPHS = [
  'migration-terms-1',
  'migration-terms-2',
  'migration-terms-3',
  'migration-terms-4',
  'migration-terms-5',
] as const;

type TMigrationTermsDialogProps = {
  isAccepting: boolean;
  /** A message key returned by the failed call. */
  error: string | null;
  onAccept: () => void;
  onClose: () => void;
};

export function MigrationTermsDialog({ isAccepting, error, onAccept, onClose }: TMigrationTermsDialogProps) {
  const { t } = useTranslation();
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      className="migration-dialog"
      title={t('migration-terms-title')}
      initialFocusRef={acceptRef}
      onClose={() => {
        if (!isAccepting) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isAccepting}>
            {t('migration-terms-later')}
          </Button>
          <Button ref={acceptRef} onClick={onAccept} isBusy={isAccepting}>
            {t('migration-terms-accept')}
          </Button>
        </>
      }
    >
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="migration-dialog__terms">
        <p className="migration-dialog__lead">{t('migration-terms-intro')}</p>
        <ol>
          {TERMS_PARAGRAPHS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}

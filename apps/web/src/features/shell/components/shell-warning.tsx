import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import './shell-warning.css';

/** Users locked out by credit notes or a localization mismatch see only this (spec §2 "Root behaviour"). */
export function ShellWarning({ message }: { message: 'credit-notes-locked' | 'localization-mismatch' }) {
  const { t } = useTranslation();
  return (
    <section className="shell-warning">
      <h1>{t('shell-warning-heading')}</h1>
      <Alert kind="warning">{t(message)}</Alert>
    </section>
  );
}

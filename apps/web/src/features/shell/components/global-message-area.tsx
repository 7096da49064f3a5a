import { Alert } from '../../../components/ui/alert.tsx';
import { showMessage, useGlobalMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import './global-message-area.css';

/** The one global message (a new one replaces the old), until it is dismissed. */
export function GlobalMessageArea() {
  const { t } = useTranslation();
  const message = useGlobalMessage();
  if (!message) return null;
  const text = message.params
    ? t(message.message, { ...message.params, defaultValue: message.message })
    : translateMessage(t, message.message);
  return (
    <div className="global-message">
      <Alert kind={message.kind} onDismiss={() => showMessage(null)} dismissLabel={t('common-dismiss')}>
        {text}
      </Alert>
    </div>
  );
}

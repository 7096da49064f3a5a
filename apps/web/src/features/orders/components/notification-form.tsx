import { MESSAGE, splitEmailList, type TLanguageSegment, type TOrderDetails, ZNotificationEmails } from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { saveNotificationEmails } from '../api/save-order.ts';
import { saveNotificationsThenLeave } from '../utils/notification-emails.ts';

/**
 * E-mail notification settings: the co-authors who also receive the order's e-mails (comma separated). On
 * success the confirmation of §8 shows and the researcher goes to '/' (screen 12).
 */
export function NotificationForm({ order, lang }: { order: TOrderDetails; lang: TLanguageSegment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [text, setText] = useState(order.notificationEmails.join(', '));
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZNotificationEmails.safeParse(splitEmailList(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGE.emailInvalid);
      return;
    }
    setError(undefined);
    setIsSaving(true);
    try {
      const failure = await saveNotificationsThenLeave(parsed.data, lang, {
        save: (emails) => saveNotificationEmails(order.externalId, emails),
        confirm: (message) => showMessage({ kind: 'success', message }),
        navigate,
      });
      if (failure) setError(failure);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="order-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-notifications-title')}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          name="emails"
          label={t('orders-notifications-label')}
          hint={t('orders-notifications-hint')}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" isBusy={isSaving}>
          {t('orders-notifications-save')}
        </Button>
      </form>
    </section>
  );
}

import { SUPPORT_MESSAGE_MAX, ZSupportRequest } from '@portal/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';

/** A message to the support team about the order (the contact-support path of a re-edit), checked like the server checks it. */
export function SupportMessageForm({ externalId, email }: { externalId: string; email: string }) {
  const { t } = useTranslation();
  const form = useZodForm(ZSupportRequest, { topic: 'inactive-service', message: '' });
  const send = useSendSupportRequest(externalId);
  const [isSent, setIsSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setIsSent(true);
      form.reset({ topic: 'inactive-service', message: '' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.message)
        form.setError('message', { message: error.fieldErrors.message });
      else setFailure(error instanceof ApiError ? error.code : 'network-request-error');
    }
  });

  return (
    <form className="support-message" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        label={t('info-support-message-label')}
        hint={t('info-support-message-hint')}
        isRequired
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        error={form.formState.errors.message?.message}
        {...form.register('message', { onChange: () => setIsSent(false) })}
      />
      {isSent ? <Alert kind="success">{t('info-support-sent', { email })}</Alert> : null}
      {failure ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
      <Button type="submit" isBusy={form.formState.isSubmitting}>
        {t('info-support-send')}
      </Button>
    </form>
  );
}

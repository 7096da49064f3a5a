import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { PasskeyCancelledError } from '../../../lib/webauthn.ts';
import { useAddPasskey } from '../api/enrol-passkey.ts';

/** Adding a passkey: a name the person will recognise, then the browser's own dialog. */
export function PasskeyAdd({ onEnrolled }: { onEnrolled: (codes: string[] | null) => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim() || t('two-factor-passkey-default-name'), {
      onSuccess: (answer) => {
        setName('');
        onEnrolled(answer.recoveryCodes);
      },
    });
  };
  const failure =
    add.error instanceof PasskeyCancelledError || add.error instanceof ApiError ? add.error.message : 'two-factor-passkey-failed';
  return (
    <form className="two-factor__add-passkey" noValidate onSubmit={onSubmit}>
      {add.isError ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
      <TextField
        label={t('two-factor-passkey-name-label')}
        placeholder={t('two-factor-passkey-default-name')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary" isBusy={add.isPending}>
        {t('two-factor-passkey-add')}
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useConfirmTotp, useStartTotpSetup } from '../api/enrol-totp.ts';
import { FormActions } from './form-actions.tsx';

/** Setting up an authenticator app: the QR code and key, then its first code. */
export function TotpSetup({ onEnrolled, onCancel }: { onEnrolled: (codes: string[] | null) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const setup = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const failure = setup.error ?? confirm.error;

  if (!setup.data) {
    return (
      <div className="two-factor__setup">
        {failure ? (
          <Alert kind="error">{translateMessage(t, failure instanceof ApiError ? failure.code : 'generic error message')}</Alert>
        ) : null}
        <p className="two-factor__muted">{t('two-factor-app-explain')}</p>
        <FormActions
          label={t('two-factor-app-start')}
          isBusy={setup.isPending}
          onClick={() => setup.mutate()}
          onCancel={onCancel}
        />
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code }, { onSuccess: (answer) => onEnrolled(answer.recoveryCodes) });
  };
  return (
    <form className="two-factor__setup" noValidate onSubmit={onSubmit}>
      <p className="two-factor__muted">{t('two-factor-app-scan')}</p>
      <div className="two-factor__qr-row">
        <img className="two-factor__qr" src={setup.data.qrCodeUrl} alt={t('two-factor-app-qr-alt')} width={180} height={180} />
        <div className="two-factor__key">
          <span className="two-factor__muted">{t('two-factor-app-key')}</span>
          <code data-testid="totp-secret">{setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </div>
      </div>
      {confirm.isError ? (
        <Alert kind="error">
          {translateMessage(t, confirm.error instanceof ApiError ? confirm.error.code : 'generic error message')}
        </Alert>
      ) : null}
      <TextField
        label={t('two-factor-code-label')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        isRequired
      />
      <FormActions label={t('two-factor-app-confirm')} isBusy={confirm.isPending} onCancel={onCancel} />
    </form>
  );
}

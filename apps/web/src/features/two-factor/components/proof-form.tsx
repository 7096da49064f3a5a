import type { TTwoFactorProof } from '@portal/domain/api/two-factor';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { FormActions } from './form-actions.tsx';

type TProps = {
  intro: string;
  confirmLabel: string;
  hasPassword: boolean;
  isBusy: boolean;
  error: unknown;
  onConfirm: (proof: TTwoFactorProof) => void;
  onCancel: () => void;
};

/** "Confirm it's you" before a factor is removed or the recovery codes renewed: the password, or a current code. */
export function ProofForm({ intro, confirmLabel, hasPassword, isBusy, error, onConfirm, onCancel }: TProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password ? { password } : { code });
  };
  const failure = error instanceof ApiError ? error.code : error ? 'generic error message' : null;
  return (
    <form className="two-factor__proof" noValidate onSubmit={onSubmit}>
      <h3 className="two-factor__subheading">{t('two-factor-proof-heading')}</h3>
      <p className="two-factor__muted">{intro}</p>
      {failure ? (
        <Alert kind="error">{translateMessage(t, failure === 'validation-error' ? 'two-factor-proof-invalid' : failure)}</Alert>
      ) : null}
      {hasPassword ? (
        <TextField
          label={t('two-factor-password-label')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <TextField
        label={t(hasPassword ? 'two-factor-or-code-label' : 'two-factor-code-or-recovery-label')}
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormActions label={confirmLabel} variant="danger" isBusy={isBusy} isDisabled={!password && !code} onCancel={onCancel} />
    </form>
  );
}

import { ZVerifyForm } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** The verification form: one code, required ('Please enter a verification code.'). */
export function VerifyForm({ initialCode = '', onVerify }: { initialCode?: string; onVerify: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZVerifyForm.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onVerify(parsed.data.code);
  }

  return (
    <form className="verify-form" onSubmit={onSubmit} noValidate aria-label={t('certificates-verify-title')}>
      <TextField
        name="code"
        label={t('certificates-verify-code')}
        value={code}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        isRequired
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit">{t('certificates-verify-submit')}</Button>
    </form>
  );
}

import { toSegment } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { PasskeyCancelledError } from '../../../lib/webauthn.ts';
import { useFinishWithCode, useFinishWithPasskey, usePendingSignIn } from '../api/second-step.ts';
import { errorKeyOf } from '../utils/error-key.ts';
import { redirectQuery } from '../utils/redirect-query.ts';
import { useCompleteSignIn } from '../utils/use-complete-sign-in.ts';
import '../../../styles/two-factor.css';

/**
 * /login/two-factor: the second step of signing in to an account with a second factor (after the password,
 * ORCID, Google or WeChat): a passkey, a code from the authenticator app, or a recovery code.
 */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const redirect = useSearchParams()[0].get('redirect');
  const pending = usePendingSignIn();
  const withCode = useFinishWithCode();
  const withPasskey = useFinishWithPasskey();
  const completeSignIn = useCompleteSignIn(redirect);
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const loginLink = `${to(segment, paths.login)}${redirectQuery(redirect)}`;
  const footer = <Link to={loginLink}>{t('two-factor-step-back')}</Link>;

  if (pending.isPending) return <PageSpinner />;
  if (pending.isError) {
    return (
      <AuthCard title={t('two-factor-step-title')} footer={footer}>
        <Alert kind="error">{translateMessage(t, errorKeyOf(pending.error))}</Alert>
      </AuthCard>
    );
  }
  const methods = pending.data.methods;
  const hasApp = methods.includes('totp');
  const isRecoveryMode = isRecovery || !hasApp;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    withPasskey.reset();
    withCode.mutate(isRecoveryMode ? { method: 'recovery-code', code } : { method: 'totp', code }, { onSuccess: completeSignIn });
  };
  const onPasskey = () => {
    withCode.reset();
    withPasskey.mutate(undefined, { onSuccess: completeSignIn });
  };
  const failure =
    withPasskey.error instanceof PasskeyCancelledError
      ? withPasskey.error.message
      : errorKeyOf(withPasskey.error ?? withCode.error);

  return (
    <AuthCard title={t('two-factor-step-title')} intro={t('two-factor-step-intro')} footer={footer}>
      {withCode.isError || withPasskey.isError ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
      {methods.includes('passkey') ? (
        <div className="two-factor-step__passkey">
          <Button className="auth-form__submit" isBusy={withPasskey.isPending} onClick={onPasskey}>
            {t('two-factor-step-passkey')}
          </Button>
        </div>
      ) : null}
      {hasApp || methods.includes('recovery-code') ? (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t(isRecoveryMode ? 'two-factor-step-recovery-label' : 'two-factor-step-code-label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={isRecoveryMode ? 'text' : 'numeric'}
            spellCheck={false}
            isRequired
          />
          <Button
            type="submit"
            variant={methods.includes('passkey') ? 'secondary' : 'primary'}
            className="auth-form__submit"
            isBusy={withCode.isPending}
          >
            {t('two-factor-step-verify')}
          </Button>
          {hasApp && methods.includes('recovery-code') ? (
            <Button variant="link" onClick={() => setIsRecovery(!isRecovery)}>
              {t(isRecovery ? 'two-factor-step-use-app' : 'two-factor-step-use-recovery')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </AuthCard>
  );
}

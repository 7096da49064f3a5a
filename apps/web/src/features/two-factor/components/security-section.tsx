import { formatLongDate } from '@portal/domain';
import type { TTwoFactorProof } from '@portal/domain/api/two-factor';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useTwoFactorSettings } from '../api/get-two-factor-settings.ts';
import { type TFactorRef, useRemoveFactor } from '../api/remove-factor.ts';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { PasskeyAdd } from './passkey-add.tsx';
import { ProofForm } from './proof-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpSetup } from './totp-setup.tsx';
import '../../../styles/two-factor.css';

/** The page's address when the staff console sent its visitor here to enrol. */
export const REQUIRED_PARAM = 'two-factor';

type TPanel =
  | { kind: 'none' }
  | { kind: 'totp-setup' }
  | { kind: 'remove'; factor: TFactorRef; name: string }
  | { kind: 'renew' };

/**
 * The account page's "Sign-in security": the authenticator app, the passkeys and the recovery codes, with
 * adding and removing each (removal asks for the password or a current code). Staff are told they need one.
 */
export function SecuritySection() {
  const { t, i18n } = useTranslation();
  const settings = useTwoFactorSettings();
  const remove = useRemoveFactor();
  const renew = useRenewRecoveryCodes();
  const [panel, setPanel] = useState<TPanel>({ kind: 'none' });
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const isSentToEnrol = useSearchParams()[0].get(REQUIRED_PARAM) === 'required';
  const usedText = (lastUsedAt: string | null) =>
    lastUsedAt ? t('two-factor-last-used', { date: formatLongDate(lastUsedAt, i18n.language) }) : t('two-factor-never-used');

  const onEnrolled = (codes: string[] | null) => {
    setPanel({ kind: 'none' });
    setShownCodes(codes);
    showMessage({ kind: 'success', message: 'two-factor-enabled' });
  };
  const onRemove = (proof: TTwoFactorProof) => {
    if (panel.kind !== 'remove') return;
    remove.mutate(
      { factor: panel.factor, proof },
      {
        onSuccess: () => {
          showMessage({ kind: 'success', message: 'two-factor-removed', params: { name: panel.name } });
          setPanel({ kind: 'none' });
        },
      },
    );
  };
  const onRenew = (proof: TTwoFactorProof) =>
    renew.mutate(proof, {
      onSuccess: (answer) => {
        setPanel({ kind: 'none' });
        setShownCodes(answer.recoveryCodes);
      },
    });
  const open = (next: TPanel) => {
    remove.reset();
    renew.reset();
    setPanel(next);
  };

  const data = settings.data;
  const isOn = Boolean(data && (data.totp || data.passkeys.length > 0));
  return (
    <AccountCard className="two-factor" id="security" titleId="account-security-title" title={t('two-factor-title')}>
      <p className="account-card__intro">{t('two-factor-intro')}</p>
      {data && !isOn && (data.isRequired || isSentToEnrol) ? (
        <Alert kind="warning">{t('two-factor-required-notice')}</Alert>
      ) : null}
      {!data ? (
        settings.isError ? (
          <Alert kind="error">{t('generic error message')}</Alert>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <p className={`two-factor__status two-factor__status--${isOn ? 'on' : 'off'}`}>
            {t(isOn ? 'two-factor-status-on' : 'two-factor-status-off')}
          </p>
          {shownCodes ? <RecoveryCodesPanel codes={shownCodes} onDone={() => setShownCodes(null)} /> : null}

          <h3 className="two-factor__subheading">{t('two-factor-passkeys-heading')}</h3>
          <ul className="two-factor__list">
            {data.passkeys.map((passkey) => (
              <li key={passkey.id} className="two-factor__item">
                <div className="two-factor__details">
                  <div className="two-factor__name">{passkey.name}</div>
                  <div className="two-factor__muted">
                    {t('two-factor-added', { date: formatLongDate(passkey.createdAt, i18n.language) })} ·{' '}
                    {usedText(passkey.lastUsedAt)}
                  </div>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('two-factor-remove-named', { name: passkey.name })}
                  onClick={() => open({ kind: 'remove', factor: { kind: 'passkey', id: passkey.id }, name: passkey.name })}
                >
                  {t('two-factor-remove')}
                </Button>
              </li>
            ))}
          </ul>
          {data.passkeys.length === 0 ? <p className="two-factor__muted">{t('two-factor-passkeys-none')}</p> : null}
          <PasskeyAdd onEnrolled={onEnrolled} />

          <h3 className="two-factor__subheading">{t('two-factor-app-heading')}</h3>
          {data.totp ? (
            <div className="two-factor__item">
              <div className="two-factor__details">
                <div className="two-factor__name">{t('two-factor-app-on')}</div>
                <div className="two-factor__muted">
                  {t('two-factor-added', { date: formatLongDate(data.totp.createdAt, i18n.language) })} ·{' '}
                  {usedText(data.totp.lastUsedAt)}
                </div>
              </div>
              <Button
                variant="secondary"
                aria-label={t('two-factor-remove-named', { name: t('two-factor-app-heading') })}
                onClick={() => open({ kind: 'remove', factor: { kind: 'totp' }, name: t('two-factor-app-heading') })}
              >
                {t('two-factor-remove')}
              </Button>
            </div>
          ) : panel.kind === 'totp-setup' ? (
            <TotpSetup onEnrolled={onEnrolled} onCancel={() => setPanel({ kind: 'none' })} />
          ) : (
            <Button variant="secondary" onClick={() => open({ kind: 'totp-setup' })}>
              {t('two-factor-app-setup')}
            </Button>
          )}

          {data.recoveryCodes ? (
            <>
              <h3 className="two-factor__subheading">{t('two-factor-recovery-heading')}</h3>
              <div className="two-factor__item">
                <div className="two-factor__details two-factor__muted">
                  {t('two-factor-recovery-left', { count: data.recoveryCodes.remaining })}
                </div>
                <Button variant="secondary" onClick={() => open({ kind: 'renew' })}>
                  {t('two-factor-recovery-renew')}
                </Button>
              </div>
            </>
          ) : null}

          {panel.kind === 'remove' || panel.kind === 'renew' ? (
            <ProofForm
              intro={
                panel.kind === 'remove'
                  ? t('two-factor-remove-intro', { name: panel.name })
                  : t('two-factor-recovery-renew-intro')
              }
              confirmLabel={t(panel.kind === 'remove' ? 'two-factor-remove' : 'two-factor-recovery-renew')}
              hasPassword={data.hasPassword}
              isBusy={remove.isPending || renew.isPending}
              error={remove.error ?? renew.error}
              onConfirm={panel.kind === 'remove' ? onRemove : onRenew}
              onCancel={() => setPanel({ kind: 'none' })}
            />
          ) : null}
        </>
      )}
    </AccountCard>
  );
}

import type { TStaffFapiao } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { staffFailFapiao, staffIssueFapiao } from '../api/staff-fapiaos.ts';

/** Staff decide a requested fapiao: issued (with an optional number) or failed (with a reason). */
export function StaffFapiaoDecision({ fapiao }: { fapiao: TStaffFapiao }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'issue' | 'fail' | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function decide(action: 'issue' | 'fail') {
    setBusy(action);
    setError(undefined);
    try {
      if (action === 'issue') {
        const issued = await staffIssueFapiao(fapiao.identity, number);
        showMessage({ kind: 'success', message: 'staff-fapiaos-issued', params: { number: issued.number ?? '' } });
      } else {
        await staffFailFapiao(fapiao.identity, reason);
        showMessage({ kind: 'success', message: 'staff-fapiaos-failed' });
      }
    } catch (caught) {
      const code = caught instanceof ApiError ? (Object.values(caught.fieldErrors)[0] ?? caught.code) : 'network-request-error';
      setError(code);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="staff-fapiaos__decide">
      <TextField
        label={t('staff-fapiaos-number-label')}
        value={number}
        inputMode="numeric"
        onChange={(event) => setNumber(event.currentTarget.value)}
        error={error && busy === null && number ? error : undefined}
      />
      <Button isBusy={busy === 'issue'} disabled={busy !== null} onClick={() => void decide('issue')}>
        {t('staff-fapiaos-issue')}
      </Button>
      <TextField
        label={t('staff-fapiaos-reason-label')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={error && busy === null && !number ? error : undefined}
      />
      <Button variant="danger" isBusy={busy === 'fail'} disabled={busy !== null} onClick={() => void decide('fail')}>
        {t('staff-fapiaos-fail')}
      </Button>
    </div>
  );
}

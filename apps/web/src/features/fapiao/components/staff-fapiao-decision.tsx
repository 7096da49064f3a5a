import { FAPIAO_DOCUMENT_MAX_BYTES, type TStaffFapiao } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FileDropField, hasExtension } from '../../../components/ui/file-drop-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { staffFailFapiao, staffIssueFapiao } from '../api/staff-fapiaos.ts';

type TAction = 'issue' | 'fail';
type TFailure = { action: TAction; field: 'number' | 'document' | 'reason'; code: string };

const MAX_MB = Math.floor(FAPIAO_DOCUMENT_MAX_BYTES / (1024 * 1024));
const isPdf = (file: File) => hasExtension(file, ['pdf']);

/** Which field an answer's message belongs to: the number's, the PDF's, or the reason's. */
function failureOf(action: TAction, caught: unknown): TFailure {
  if (!(caught instanceof ApiError)) {
    return { action, field: action === 'issue' ? 'number' : 'reason', code: 'network-request-error' };
  }
  const code = Object.values(caught.fieldErrors)[0] ?? caught.code;
  if (action === 'fail') return { action, field: 'reason', code };
  return { action, field: code.startsWith('fapiao-document-') ? 'document' : 'number', code };
}

/**
 * Staff decide a requested fapiao: issued (with an optional number, and the real fapiao's PDF when they issued
 * it at the tax authority) or failed (with a reason).
 */
export function StaffFapiaoDecision({ fapiao }: { fapiao: TStaffFapiao }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<TAction | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<TFailure | null>(null);

  async function decide(action: TAction) {
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'issue') {
        if (pdf) setProgress(0);
        const issued = await staffIssueFapiao(fapiao.identity, number, pdf, setProgress);
        showMessage({ kind: 'success', message: 'staff-fapiaos-issued', params: { number: issued.number ?? '' } });
      } else {
        await staffFailFapiao(fapiao.identity, reason);
        showMessage({ kind: 'success', message: 'staff-fapiaos-failed' });
      }
    } catch (caught) {
      setFailure(failureOf(action, caught));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  const errorOf = (field: TFailure['field']) => (failure?.field === field ? failure.code : undefined);
  const documentError = errorOf('document');
  return (
    <div className="staff-fapiaos__decide">
      <TextField
        label={t('staff-fapiaos-number-label')}
        value={number}
        inputMode="numeric"
        onChange={(event) => setNumber(event.currentTarget.value)}
        error={errorOf('number')}
      />
      <FileDropField
        label={t('staff-fapiaos-document-label')}
        file={pdf}
        status={progress !== null ? 'uploading' : documentError ? 'failure' : pdf ? (isPdf(pdf) ? 'ready' : 'filetype') : 'idle'}
        progress={progress ?? 0}
        extensions={['pdf']}
        disabled={busy !== null}
        onFile={(next) => {
          setPdf(next);
          setFailure(null);
        }}
        failureText={documentError ? translateMessage(t, documentError) : undefined}
      />
      {documentError && !pdf ? (
        <p className="field__error" role="alert">
          {translateMessage(t, documentError)}
        </p>
      ) : null}
      <p className="field__hint">{t('staff-fapiaos-document-hint', { max: MAX_MB })}</p>
      <Button
        isBusy={busy === 'issue'}
        disabled={busy !== null || (pdf !== null && !isPdf(pdf))}
        onClick={() => void decide('issue')}
      >
        {t('staff-fapiaos-issue')}
      </Button>
      <TextField
        label={t('staff-fapiaos-reason-label')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errorOf('reason')}
      />
      <Button variant="danger" isBusy={busy === 'fail'} disabled={busy !== null} onClick={() => void decide('fail')}>
        {t('staff-fapiaos-fail')}
      </Button>
    </div>
  );
}

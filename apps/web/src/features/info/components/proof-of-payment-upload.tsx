import { PROOF_OF_PAYMENT_EXTENSIONS, PROOF_OF_PAYMENT_MAX_BYTES, type TPaymentProofsResponse } from '@portal/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { paymentProofKeys, uploadPaymentProof } from '../api/payment-proofs.ts';

type TUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'done'; name: string }
  | { status: 'failed'; name: string; error: string };

const ACCEPT = PROOF_OF_PAYMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The same rule as the server's, so a file it would refuse is refused before it is sent. */
function refusalOf(file: File): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!PROOF_OF_PAYMENT_EXTENSIONS.some((allowed) => allowed === extension)) return 'file-type-not-allowed';
  if (file.size === 0) return 'file-empty';
  if (file.size > PROOF_OF_PAYMENT_MAX_BYTES) return 'file-too-large';
  return null;
}

/** Choose a receipt and it is sent at once, with a progress bar; the list of proofs updates when it arrives. */
export function ProofOfPaymentUpload({ externalId }: { externalId: string }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [state, setState] = useState<TUploadState>({ status: 'idle' });
  const maxSize = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte' }).format(
    PROOF_OF_PAYMENT_MAX_BYTES / 1024 ** 2,
  );

  const send = async (file: File) => {
    const refusal = refusalOf(file);
    if (refusal) {
      setState({ status: 'failed', name: file.name, error: refusal });
      return;
    }
    setState({ status: 'uploading', name: file.name, progress: 0 });
    try {
      const answer = await uploadPaymentProof(externalId, file, (progress) =>
        setState({ status: 'uploading', name: file.name, progress }),
      );
      queryClient.setQueryData(paymentProofKeys.list(externalId), (old: TPaymentProofsResponse | null | undefined) =>
        old ? { ...old, proofs: answer.proofs } : old,
      );
      setState({ status: 'done', name: answer.proof.name });
    } catch (failure) {
      const error = failure instanceof ApiError ? failure.code : 'network-request-error';
      setState({ status: 'failed', name: file.name, error });
    }
  };

  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className="proof-upload">
      {/* The input stays in the page for the keyboard and screen readers; its label is the visible button. */}
      <input
        id={inputId}
        className="proof-upload__input"
        type="file"
        accept={ACCEPT}
        aria-describedby={hintId}
        disabled={state.status === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <label htmlFor={inputId} className="button button--primary proof-upload__button">
        {t('info-proof-choose')}
      </label>
      <p id={hintId} className="proof-upload__hint">
        {t('info-proof-types', { size: maxSize })}
      </p>
      {state.status === 'uploading' ? (
        <div className="proof-upload__progress">
          <progress max={100} value={percent} aria-label={t('info-proof-progress', { name: state.name })} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      ) : null}
      {state.status === 'done' ? <Alert kind="success">{t('info-proof-success', { name: state.name })}</Alert> : null}
      {state.status === 'failed' ? (
        <Alert kind="error">
          {t('info-proof-failed', { name: state.name })} {translateMessage(t, state.error)}
        </Alert>
      ) : null}
    </div>
  );
}

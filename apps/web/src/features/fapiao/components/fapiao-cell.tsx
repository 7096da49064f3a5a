import type { TInvoiceFapiao } from '@portal/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { cancelFapiao } from '../api/fapiao-requests.ts';
import { FapiaoStatus } from './fapiao-status.tsx';
import '../fapiao.css';

type TFapiaoCellProps = {
  fapiao: TInvoiceFapiao | null;
  /** The payment a fapiao may be requested for now; null when the rules do not allow one. */
  fapiaoPaymentId: number | null;
  /** The form's path for this document (…/{number}/fapiao), without the payment. */
  requestPath: string;
  /** The document's number, for screen readers beside the repeated link texts. */
  documentNumber: string;
};

/**
 * The fapiao of one invoice or prepayment (researcher area §4): "Request fapiao" when none is live, its status
 * while requested, a download link once issued, and a cancel button (with a confirm dialog) where allowed.
 */
export function FapiaoCell({ fapiao, fapiaoPaymentId, requestPath, documentNumber }: TFapiaoCellProps) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);

  async function onCancel(current: TInvoiceFapiao) {
    setIsCancelling(true);
    try {
      await cancelFapiao(current.identity);
      showMessage({ kind: 'success', message: `fapiao-cancellation-success-type-${current.type}` });
    } catch (error) {
      showMessage({ kind: 'error', message: error instanceof ApiError ? error.code : 'network-request-error' });
    } finally {
      setIsCancelling(false);
      setIsConfirming(false);
    }
  }

  const requestLink =
    fapiaoPaymentId !== null ? (
      <Link className="fapiao-cell__request" to={`${requestPath}?payment=${fapiaoPaymentId}`}>
        {t('fapiao-request-link')}
        <span className="visually-hidden"> {documentNumber}</span>
      </Link>
    ) : null;

  if (!fapiao) return requestLink ?? <span aria-hidden="true">—</span>;
  return (
    <div className="fapiao-cell">
      <FapiaoStatus status={fapiao.status} />
      {fapiao.url ? (
        <a href={fapiao.url} download className="fapiao-cell__download">
          {t('fapiao-download', { number: fapiao.number ?? '' })}
        </a>
      ) : null}
      {fapiao.cancellable ? (
        <Button variant="link" className="fapiao-cell__cancel" onClick={() => setIsConfirming(true)}>
          {t('fapiao-cancel')}
          <span className="visually-hidden"> {fapiao.number}</span>
        </Button>
      ) : null}
      {requestLink}
      {isConfirming ? (
        <Modal
          title={t('fapiao-cancel-confirm-title')}
          initialFocusRef={keepRef}
          onClose={() => setIsConfirming(false)}
          actions={
            <>
              <Button ref={keepRef} variant="secondary" onClick={() => setIsConfirming(false)}>
                {t('fapiao-cancel-keep')}
              </Button>
              <Button variant="danger" isBusy={isCancelling} onClick={() => void onCancel(fapiao)}>
                {t('fapiao-cancel-confirm')}
              </Button>
            </>
          }
        >
          <p>{t('fapiao-cancel-confirm-text', { number: fapiao.number ?? '' })}</p>
        </Modal>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { FileDropField } from '../../../components/ui/file-drop-field.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { verificationQuery } from '../api/certificates.ts';
import { certificateFacts } from '../utils/certificate-facts.ts';
import { sha256Of } from '../utils/file-hash.ts';

/** The kinds of edited file a certificate can cover (staff deliver these). */
const CHECKED_EXTENSIONS = ['doc', 'docx', 'pdf', 'tex', 'txt', 'rtf', 'odt', 'zip'] as const;

/**
 * The public verification of a code: who (the authors), what (title, services), when, and the SHA-256 of the
 * edited file; and a check, made in this browser, that a file someone holds is that file.
 */
export function VerificationResult({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const result = useQuery(verificationQuery(code));
  const [check, setCheck] = useState<{ file: File; hash: string | null } | null>(null);

  /** The file is hashed here, in the browser: it is never sent. */
  async function onFile(file: File | null) {
    if (!file) {
      setCheck(null);
      return;
    }
    setCheck({ file, hash: null });
    const hash = await sha256Of(file);
    setCheck((current) => (current?.file === file ? { file, hash } : current));
  }

  if (result.isPending) return <PageSpinner label={t('certificates-verifying')} />;
  if (result.isError) {
    return (
      <Alert kind="error">
        <p>{translateMessage(t, result.error instanceof Error ? result.error.message : 'generic error message')}</p>
      </Alert>
    );
  }
  const verification = result.data;
  if (!verification) {
    return (
      <Alert kind="error">
        <p>{t('certificate-verification-error')}</p>
      </Alert>
    );
  }
  const isMatch = check?.hash != null && verification.fileSha256 !== null && check.hash === verification.fileSha256;
  return (
    <section className="card verification" aria-labelledby={titleId}>
      <Alert kind="success">
        <p>{t('certificates-verified', { company: verification.companyName })}</p>
      </Alert>
      <h2 id={titleId}>{verification.title}</h2>
      <FactList className="certificate-facts" facts={certificateFacts(t, i18n.language, verification)} />
      {verification.fileSha256 ? (
        <div className="verification__check">
          <FileDropField
            label={t('certificates-check-file')}
            file={check?.file ?? null}
            status={check === null ? 'idle' : check.hash === null ? 'processing' : 'ready'}
            extensions={CHECKED_EXTENSIONS}
            onFile={(file) => void onFile(file)}
          />
          <p className="certificate-page__muted">{t('certificates-check-file-hint')}</p>
          {check?.hash ? (
            <Alert kind={isMatch ? 'success' : 'warning'}>
              <p>{t(isMatch ? 'certificates-file-matches' : 'certificates-file-differs', { name: check.file.name })}</p>
            </Alert>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

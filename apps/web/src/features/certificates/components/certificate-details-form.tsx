import { MESSAGE, type TCertificate, ZCertificateDetailsForm } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { certificateKeys, saveCertificate } from '../api/certificates.ts';

/** Edits what the certificate shows: the title and the authors, comma separated (researcher-area §5). */
export function CertificateDetailsForm({ certificate, onClose }: { certificate: TCertificate; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ title: certificate.title, authors: certificate.authors });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCertificateDetailsForm.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setServerError(null);
    setIsSaving(true);
    try {
      const saved = await saveCertificate(certificate.code, certificate.externalId, parsed.data);
      queryClient.setQueryData(certificateKeys.certificate(certificate.code), saved);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      showMessage({ kind: 'success', message: MESSAGE.certificateDetailsUpdated });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fieldErrors);
        setServerError(failure.code);
      } else setServerError('generic error message');
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="certificate-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {serverError ? (
        <Alert kind="error">
          <p>{translateMessage(t, serverError)}</p>
        </Alert>
      ) : null}
      <TextField
        name="title"
        label={t('certificates-title')}
        value={values.title}
        maxLength={512}
        isRequired
        error={errors.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <TextField
        name="authors"
        label={t('certificates-authors')}
        hint={t('certificates-authors-hint')}
        value={values.authors}
        maxLength={1000}
        isRequired
        error={errors.authors}
        onChange={(event) => setValues({ ...values, authors: event.target.value })}
      />
      <div className="order-edit__actions">
        <Button type="submit" isBusy={isSaving}>
          {t('certificates-save')}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('certificates-cancel')}
        </Button>
      </div>
    </form>
  );
}

import { formatDateTime, STAFF_CERTIFICATE_TITLE_MAX, type TStaffOrder } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { issueCertificate } from '../api/change-order.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { StaffSection } from './staff-section.tsx';

type TCertificatePanelProps = { order: TStaffOrder; change: TOrderChange };

/** The order's certificate once issued; before, the form that issues it for one of the edited files. */
export function CertificatePanel({ order, change }: TCertificatePanelProps) {
  const { t, i18n } = useTranslation();
  const latest = order.deliverables.at(-1);
  const [deliverableKey, setDeliverableKey] = useState(latest?.key ?? '');
  const [title, setTitle] = useState(order.title);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const certificate = order.certificate;
  const chosen = order.deliverables.find((file) => file.key === deliverableKey) ?? latest;

  return (
    <StaffSection titleId="staff-certificate-title" title={t('staff-certificate-title')}>
      {certificate ? (
        <dl className="staff-facts">
          <dt>{t('staff-certificate-code')}</dt>
          <dd>
            <code className="staff-code">{certificate.code}</code>
          </dd>
          <dt>{t('staff-certificate-issued')}</dt>
          <dd>{formatDateTime(certificate.issuedOn, i18n.language)}</dd>
          <dt>{t('staff-certificate-document-title')}</dt>
          <dd>{certificate.title}</dd>
          <dt>{t('staff-certificate-authors')}</dt>
          <dd>{certificate.authors || <span className="staff-table__muted">{t('staff-certificate-authors-missing')}</span>}</dd>
          <dt>{t('staff-certificate-file')}</dt>
          <dd>
            {certificate.fileName}
            <span className="staff-hash">
              SHA-256 <code>{certificate.fileSha256}</code>
            </span>
          </dd>
        </dl>
      ) : order.deliverables.length === 0 ? (
        <p className="staff-table__muted">{t('staff-certificate-needs-file')}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            if (!title.trim()) {
              setFieldError('staff-certificate-title-required');
              return;
            }
            setFieldError(undefined);
            void change.run('certificate', () =>
              issueCertificate(order.externalId, { deliverableKey: chosen.key, title: title.trim() }),
            );
          }}
        >
          <SelectField
            label={t('staff-certificate-file')}
            value={chosen?.key ?? ''}
            onChange={(event) => setDeliverableKey(event.target.value)}
          >
            {order.deliverables.map((file) => (
              <option key={file.key} value={file.key}>
                {file.name} ({formatDateTime(file.createdAt, i18n.language)})
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('staff-certificate-document-title')}
            value={title}
            maxLength={STAFF_CERTIFICATE_TITLE_MAX}
            isRequired
            error={fieldError}
            onChange={(event) => setTitle(event.target.value)}
          />
          <p className="field__hint">{t('staff-certificate-hint')}</p>
          <Button type="submit" isBusy={change.busy === 'certificate'} disabled={change.busy !== null}>
            {t('staff-certificate-issue')}
          </Button>
        </form>
      )}
    </StaffSection>
  );
}

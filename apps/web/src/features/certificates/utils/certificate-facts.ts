import { formatLongDate } from '@portal/domain';
import type { TFact } from '../../../components/ui/fact-list.tsx';
import type { TFunction } from '../../../lib/translation.ts';

type TCertifiedWork = {
  authors: string;
  services: readonly string[];
  issuedOn: string;
  code: string;
  fileName: string | null;
  fileSha256: string | null;
};

/** What a certificate attests, as its owner's page and the public verification both list it. */
export function certificateFacts(t: TFunction, language: string, work: TCertifiedWork): TFact[] {
  return [
    { label: t('certificates-authors'), value: work.authors || '—' },
    { label: t('certificates-services'), value: work.services.join(', ') },
    { label: t('certificates-issued-on'), value: formatLongDate(work.issuedOn, language) },
    { label: t('certificates-code'), value: work.code },
    { label: t('certificates-file'), value: work.fileName ?? '—' },
    { label: t('certificates-sha256'), value: work.fileSha256 ?? '—', valueClassName: 'certificate-facts__hash' },
  ];
}

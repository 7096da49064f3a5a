import { toSegment } from '@portal/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * /{lang}/researcher/index/details/:externalId/review/re-edit/:reeditId — the link of the e-mail sent when staff
 * turn questions into a re-edit. It is a page, not the API address, so a researcher who opens it signed out
 * passes through sign-in (which brings them back here) instead of meeting a bare 401; signed in, it hands over
 * to the server, which fills in the re-edit's order form and redirects to it (docs/decisions.md, "Review the
 * edits: staff turn questions into a re-edit").
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const externalId = params.externalId ?? '';
  const reeditId = params.reeditId ?? '';
  useEffect(() => {
    const target = `/api/order/${encodeURIComponent(externalId)}/review/re-edits/${encodeURIComponent(reeditId)}?lang=${lang}`;
    window.location.replace(target);
  }, [externalId, reeditId, lang]);
  return <PageSpinner label={t('common-loading')} />;
}

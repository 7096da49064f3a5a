import type { TFollowUpKind } from '@portal/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { entryPath } from '../utils/step-paths.ts';

const TEXT: Record<TFollowUpKind, string> = {
  'touch-up': 'order-form-follow-up-touch-up',
  're-edit': 'order-form-follow-up-re-edit',
  rework: 'order-form-follow-up-rework',
};

/** A form started from an earlier order (a touch-up, re-edit or rework) says so; the researcher may start over instead. */
export function FollowUpNotice({ parent }: { parent: { externalId: string; kind: TFollowUpKind } }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  return (
    <Alert kind="info">
      {t(TEXT[parent.kind], { externalId: parent.externalId })}{' '}
      <Link to={entryPath(lang, 'reset')}>{t('order-form-start-over')}</Link>
    </Alert>
  );
}

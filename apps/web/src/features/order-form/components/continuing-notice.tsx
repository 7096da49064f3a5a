import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { entryPath } from '../utils/step-paths.ts';

/** After new/resume sent the researcher on to a saved step: they may start over instead (spec §2). */
export function ContinuingNotice() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  return (
    <Alert kind="warning">
      {t('continuing-previous-submission')} <Link to={entryPath(lang, 'reset')}>{t('order-form-start-over')}</Link>
    </Alert>
  );
}

import { toSegment } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useApplication, useUser } from '../../../lib/application.ts';

/** /home: only while curie is launched; otherwise the researcher home directory (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const application = useApplication();
  const user = useUser();
  if (!application.featureFlags.curie_is_launched) return <Navigate to={to(segment, paths.researcher)} replace />;
  return (
    <div className="dashboard">
      <h1>{t('home-welcome-heading', { name: user.firstName || user.fullName })}</h1>
    </div>
  );
}

import { Navigate, useParams } from 'react-router';
import { useApplication } from '../../../lib/application.ts';

/**
 * /{lang}/curie/*: the automated tools' former address. While curie_is_launched it goes to the same path under
 * /rubriq; otherwise to digital editing in the researcher area (shell-and-account §2).
 */
export function Component() {
  const { lang = 'en', '*': rest = '' } = useParams();
  const application = useApplication();
  if (application.featureFlags.curie_is_launched) return <Navigate to={`/${lang}/rubriq${rest ? `/${rest}` : ''}`} replace />;
  return <Navigate to={`/${lang}/researcher/digital-editing`} replace />;
}

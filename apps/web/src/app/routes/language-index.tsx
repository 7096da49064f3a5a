import { toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { accountQuery } from '../../lib/application.ts';
import { paths, to } from '../paths.ts';

/** The bare language path: home directory when signed in, else the login screen. */
export function Component() {
  const lang = toSegment(useParams().lang);
  const { data } = useQuery(accountQuery);
  const user = data?.user;
  return <Navigate to={user?.loggedIn ? user.homeDirectory : to(lang, paths.login)} replace />;
}

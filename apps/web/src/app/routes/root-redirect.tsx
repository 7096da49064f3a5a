import { Navigate, useLocation } from 'react-router';
import { detectSiteSegment } from '../site-language.ts';

/** `/` goes to the site language's root, keeping the query (a `?logout` flag among others). */
export function Component() {
  const { search, hash } = useLocation();
  return <Navigate to={`/${detectSiteSegment()}${search}${hash}`} replace />;
}

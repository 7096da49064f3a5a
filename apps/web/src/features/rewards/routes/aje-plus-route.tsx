import { Navigate } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';

/** /{lang}/researcher/aje-plus: the loyalty programme's former address (researcher-area §2). */
export function Component() {
  const lang = useLanguageSegment();
  return <Navigate to={to(lang, paths.rewards)} replace />;
}

import { type TLanguageSegment, toSegment } from '@portal/domain';
import { useParams } from 'react-router';

/** The language segment of the current URL (the shell has already checked it). */
export function useLanguageSegment(): TLanguageSegment {
  const { lang } = useParams();
  return toSegment(lang);
}

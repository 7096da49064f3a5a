import { ORDER_FORM_STEPS, type TLanguageSegment, type TStepName, withLanguageSegment } from '@portal/domain';

/** Sub-paths that load the order rather than show a step (order-form-and-checkout §2). */
export type TEntryMode = 'new' | 'resume' | 'reset';

/** The older names of two steps still reach them. */
const STEP_ALIASES: Record<string, TStepName> = { upload: 'get-started', select: 'manuscript-services' };

export const ORDER_FORM_BASE_PATH = '/researcher/submit';

export function entryModeOf(segment: string | undefined): TEntryMode | null {
  if (segment === undefined || segment === 'resume') return 'resume';
  if (segment === 'new' || segment === 'reset') return segment;
  return null;
}

export function stepNameOf(segment: string): TStepName | null {
  const alias = STEP_ALIASES[segment];
  if (alias) return alias;
  return (ORDER_FORM_STEPS as readonly string[]).includes(segment) ? (segment as TStepName) : null;
}

/**
 * The browser path of a step. The server's step url is used when it points into the order form
 * (it may or may not carry a language segment); otherwise the path is built from the step name.
 */
export function stepPath(lang: TLanguageSegment, step: { name: TStepName; url?: string }): string {
  const url = step.url ?? '';
  const index = url.indexOf(ORDER_FORM_BASE_PATH);
  const path = index >= 0 ? url.slice(index) : `${ORDER_FORM_BASE_PATH}/${step.name}`;
  return withLanguageSegment(path, lang);
}

export function entryPath(lang: TLanguageSegment, mode: TEntryMode): string {
  return withLanguageSegment(`${ORDER_FORM_BASE_PATH}/${mode}`, lang);
}

import { MESSAGE, type TPreferredGroup, type ZPreferredGroupResponse } from '@portal/domain';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What a join attempt leads to, wherever the code field is (account page, dashboard widget): membership, a
 * message under the code field (an unknown or malformed code), or an error notice.
 */
export type TJoinGroupOutcome =
  | { kind: 'joined'; group: TPreferredGroup }
  | { kind: 'code-error'; message: string }
  | { kind: 'notice'; message: string };

type TPreferredGroupResponse = z.infer<typeof ZPreferredGroupResponse>;

const GENERIC = MESSAGE.groupJoinError;

/** A 200 answer: the group joined, or the refusal it carries (`error`), else the generic message. */
export function outcomeOfJoinAnswer(response: TPreferredGroupResponse): TJoinGroupOutcome {
  if (response.error || !response.preferredGroup) return { kind: 'notice', message: response.error ?? GENERIC };
  return { kind: 'joined', group: response.preferredGroup };
}

/** A failed call: an unknown code or the code's own field error goes under the field, anything else is a notice. */
export function outcomeOfJoinFailure(failure: unknown): TJoinGroupOutcome {
  if (failure instanceof ApiError) {
    if (failure.code === MESSAGE.groupCodeUnknown) return { kind: 'code-error', message: failure.code };
    const fieldError = failure.fieldErrors.groupCode;
    if (fieldError) return { kind: 'code-error', message: fieldError };
  }
  return { kind: 'notice', message: GENERIC };
}

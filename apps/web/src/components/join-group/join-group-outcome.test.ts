import { MESSAGE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { makePreferredGroup } from '../../test/factories.ts';
import { outcomeOfJoinAnswer, outcomeOfJoinFailure } from './join-group-outcome.ts';

const group = makePreferredGroup();

describe('joining a preferred group with a code', () => {
  it('joins the group the answer carries', () => {
    expect(outcomeOfJoinAnswer({ error: null, preferredGroup: group })).toEqual({ kind: 'joined', group });
  });

  it("shows the answer's refusal as a notice, and the generic join error when the answer holds no group", () => {
    expect(outcomeOfJoinAnswer({ error: 'preferred-group-code-expired', preferredGroup: null })).toEqual({
      kind: 'notice',
      message: 'preferred-group-code-expired',
    });
    expect(outcomeOfJoinAnswer({ error: null, preferredGroup: null })).toEqual({
      kind: 'notice',
      message: 'preferred-group-join-generic-error',
    });
  });

  it('puts an unknown code and the code field error under the field', () => {
    expect(outcomeOfJoinFailure(new ApiError(422, MESSAGE.groupCodeUnknown))).toEqual({
      kind: 'code-error',
      message: 'preferred-group-code-unknown',
    });
    expect(outcomeOfJoinFailure(new ApiError(400, MESSAGE.validationError, { groupCode: MESSAGE.groupCodeRequired }))).toEqual({
      kind: 'code-error',
      message: 'group-code-required',
    });
  });

  it('answers any other failure with the generic join error notice', () => {
    for (const failure of [
      new ApiError(500, 'generic error message'),
      new NetworkError('network-request-error'),
      new Error('x'),
    ]) {
      expect(outcomeOfJoinFailure(failure)).toEqual({ kind: 'notice', message: 'preferred-group-join-generic-error' });
    }
  });
});

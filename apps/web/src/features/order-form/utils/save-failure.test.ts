import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { clearSaveError, currentSaveError, OrderFormSaveError, reportSaveError, saveErrorMessage } from '../hooks/save-error.ts';
import { goBackStep, SAVE_FAILURE_GO_BACK } from './save-failure.ts';

describe('the save-failure modal', () => {
  it("shows the server's reason for a refused save, and leaves network and server failures to the shell", () => {
    expect(saveErrorMessage(new OrderFormSaveError('service-bundle-no-bundles-error'))).toBe('service-bundle-no-bundles-error');
    expect(saveErrorMessage(new ApiError(400, 'invalid-input', { customerGoalId: 'make-a-selection' }))).toBe('make-a-selection');
    expect(saveErrorMessage(new ApiError(409, 'order-form-closed'))).toBe('order-form-closed');
    expect(saveErrorMessage(new ApiError(500, 'internal-error'))).toBeNull();
    expect(saveErrorMessage(new NetworkError('offline'))).toBeNull();
    expect(saveErrorMessage(new Error('unexpected'))).toBe('generic error message');
  });

  it("leads 'Go Back' to get-started, rework-get-started or the bundles for their saves, else stays", () => {
    expect(SAVE_FAILURE_GO_BACK).toEqual({
      basicDetails: 'get-started',
      bundleInterest: 'get-started',
      reworkBasicDetails: 'rework-get-started',
      serviceBundle: 'service-bundles',
    });
    const steps = [
      { name: 'get-started' as const, url: '/researcher/submit/get-started' },
      { name: 'manuscript-services' as const, url: '/researcher/submit/manuscript-services' },
    ];
    expect(goBackStep(steps, 'get-started')).toEqual(steps[0]);
    expect(goBackStep(steps, 'rework-get-started')).toEqual({ name: 'rework-get-started' });
    expect(goBackStep(steps, null)).toBeNull();
  });

  it('returns a failed bundle-interest change to get-started with its message', () => {
    reportSaveError(new OrderFormSaveError('service-bundles-not-available'), SAVE_FAILURE_GO_BACK.bundleInterest);
    expect(currentSaveError()).toEqual({ message: 'service-bundles-not-available', goBackTo: 'get-started' });
    clearSaveError();
    reportSaveError(new ApiError(503, 'unavailable'), SAVE_FAILURE_GO_BACK.bundleInterest);
    expect(currentSaveError()).toBeNull();
  });
});

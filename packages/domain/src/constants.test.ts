import { describe, expect, it } from 'vitest';
import { CUSTOMER_GOAL_MULTIMEDIA, CUSTOMER_GOAL_REWORK, DEFAULT_STYLE_OF_ENGLISH, SERVICE_TYPES } from './constants.ts';

describe('order form constants (order-form-and-checkout §9)', () => {
  it('names the service types, the two goal constants and the default style of English as the spec does', () => {
    expect(SERVICE_TYPES).toEqual(['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion']);
    expect([CUSTOMER_GOAL_REWORK, CUSTOMER_GOAL_MULTIMEDIA]).toEqual(['rework', 'multimedia services']);
    expect(DEFAULT_STYLE_OF_ENGLISH).toBe('American');
  });
});

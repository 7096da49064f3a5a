import type { TService } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { editingLevelsOf } from './editing-levels.ts';

function service(identity: string, overrides: Partial<TService> = {}): TService {
  return {
    identity,
    name: identity,
    description: '',
    type: 'editing',
    category: 'manuscript',
    addOn: false,
    featured: false,
    recommended: false,
    disabled: false,
    selected: false,
    quantity: 0,
    optionsDeterminedByCount: false,
    wordCount: { min: 1, max: 59999 },
    serviceOptions: [
      {
        id: 1,
        price: 9900,
        rush: false,
        deliveryTier: 'standard',
        timelineDays: 3,
        deadline: '',
        figureCount: null,
        tableCount: null,
      },
      {
        id: 2,
        price: 14900,
        rush: true,
        deliveryTier: 'rush',
        timelineDays: 1,
        deadline: '',
        figureCount: null,
        tableCount: null,
      },
    ],
    canBeRemovedFromOrder: true,
    requiresQuote: false,
    ...overrides,
  };
}

describe('the editing levels compared on the services step', () => {
  it("takes each level's price, turnaround and word limit from the catalogue's options for the manuscript", () => {
    const [standard] = editingLevelsOf({ availableServices: [service('standard-editing')] });
    expect(standard).toMatchObject({ price: 9900, days: 3, rushDays: 1, maxWords: 59999 });
    expect(standard?.facts.hasClarity).toBe(false);
  });

  it('compares only the editing levels it knows, in the catalogue order, leaving translation and add-ons out', () => {
    const levels = editingLevelsOf({
      availableServices: [
        service('premium-editing'),
        service('standard-translation', { type: 'translation' }),
        service('figure-formatting', { type: 'formatting', category: 'additional' }),
        service('vip-editing'),
        service('new-editing-level'),
      ],
    });
    expect(levels.map((level) => level.service.identity)).toEqual(['premium-editing', 'vip-editing']);
  });

  it('shows no price for a level the word count puts out of range or before the word count is known', () => {
    const [outOfRange, unknown] = editingLevelsOf({
      availableServices: [service('standard-editing', { disabled: true }), service('premium-editing', { serviceOptions: [] })],
    });
    expect(outOfRange).toMatchObject({ price: null, days: null, rushDays: null });
    expect(unknown).toMatchObject({ price: null, days: null });
  });
});

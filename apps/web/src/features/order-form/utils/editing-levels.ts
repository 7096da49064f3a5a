import type { TOrderForm, TService } from '@portal/domain';
import { standardOption, tierOption } from './services.ts';

/** What a level of editing does that the catalogue's prices and options cannot say (docs/decisions.md). */
export type TLevelFacts = {
  hasClarity: boolean;
  hasScientificReview: boolean;
  reEdits: 'recheck' | 'second-edit' | 'unlimited-year';
  hasCertificate: boolean;
  hasDirectLine: boolean;
  /** The catalogue key of the sample sentence after this level's edit, and of the note beside it. */
  sample: 'standard' | 'premium' | 'scientific' | 'vip';
};

/**
 * The editing levels of the catalogue, by service identity, as their descriptions state them: Standard
 * corrects the language; Premium adds clarity and flow, a second edit and a certificate; Scientific adds a
 * senior scientist's review; VIP is Premium with unlimited re-edits for a year and a direct line to the editor.
 * Every level keeps the terms' free re-check of edited text for 12 months.
 */
export const EDITING_LEVEL_FACTS: Readonly<Record<string, TLevelFacts>> = {
  'standard-editing': {
    hasClarity: false,
    hasScientificReview: false,
    reEdits: 'recheck',
    hasCertificate: false,
    hasDirectLine: false,
    sample: 'standard',
  },
  'premium-editing': {
    hasClarity: true,
    hasScientificReview: false,
    reEdits: 'second-edit',
    hasCertificate: true,
    hasDirectLine: false,
    sample: 'premium',
  },
  'scientific-editing': {
    hasClarity: true,
    hasScientificReview: true,
    reEdits: 'recheck',
    hasCertificate: false,
    hasDirectLine: false,
    sample: 'scientific',
  },
  'vip-editing': {
    hasClarity: true,
    hasScientificReview: false,
    reEdits: 'unlimited-year',
    hasCertificate: true,
    hasDirectLine: true,
    sample: 'vip',
  },
};

export type TEditingLevel = {
  service: TService;
  facts: TLevelFacts;
  /** For this order's word count and currency; null until the word count is known or beyond the level's range. */
  price: number | null;
  days: number | null;
  rushDays: number | null;
  maxWords: number | null;
};

/**
 * The levels to compare on the services step: the order's editing services whose facts are known, in the
 * catalogue's order, with the price and turnaround the server gave for this manuscript.
 */
export function editingLevelsOf(order: Pick<TOrderForm, 'availableServices'>): TEditingLevel[] {
  return order.availableServices.flatMap((service) => {
    const facts = EDITING_LEVEL_FACTS[service.identity];
    if (!facts || service.type !== 'editing' || service.category !== 'manuscript') return [];
    const standard = service.disabled ? undefined : standardOption(service);
    const rush = standard ? tierOption(service, 'rush') : undefined;
    return [
      {
        service,
        facts,
        price: standard?.price ?? null,
        days: standard?.timelineDays ?? null,
        rushDays: rush?.timelineDays ?? null,
        maxWords: service.wordCount.max,
      },
    ];
  });
}

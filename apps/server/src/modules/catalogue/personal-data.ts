import type { TPersonalDataPart } from '../../platform/personal-data.ts';

/** The catalogue's part of the personal-data map: reference data, the same for everyone. */

const CATALOGUE_TABLES = [
  'localizations',
  'currencies',
  'countries',
  'states',
  'preferred_groups',
  'manuscript_languages',
  'customer_goals',
  'word_bins',
  'services',
  'service_options',
  'service_option_prices',
  'service_questions',
  'bundle_questions',
  'service_bundles',
  'service_bundle_services',
  'holidays',
  'journals',
  'areas_of_study',
  'promotional_codes',
] as const;

export const cataloguePersonalData: TPersonalDataPart = {
  owner: 'catalogue',
  tables: Object.fromEntries(
    CATALOGUE_TABLES.map((table) => [
      table,
      {
        holds: 'what the portal sells and the lists its forms offer',
        export: { leftOut: 'the same for everyone' },
        closure: { noPersonalData: 'reference data' },
      },
    ]),
  ),
};

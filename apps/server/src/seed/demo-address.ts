/**
 * The demo researchers' address in Ann Arbor: their saved billing address, and the billing address of the
 * orders the seed and the tests place (with the United States, country 45 of the catalogue).
 */
export const ANN_ARBOR_ADDRESS = {
  organization: 'University of Michigan',
  address1: '500 S State St',
  city: 'Ann Arbor',
  state: 'MI',
  zip: '48109',
} as const;

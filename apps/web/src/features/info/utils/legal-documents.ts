/** The documents served at /legal/:document; any other name is not found. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;

export type TLegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export type TLegalSection = { heading: string; paragraphs: readonly string[] };

export type TLegalText = {
  title: string;
  intro: string;
  /** ISO date of the version in force, shown under the title. */
  updatedOn: string;
  sections: readonly TLegalSection[];
};

export function isLegalDocument(value: string | undefined): value is TLegalDocument {
  return LEGAL_DOCUMENTS.some((document) => document === value);
}

/** Each document as catalogue keys, in reading order. */
export const LEGAL_TEXTS: Record<TLegalDocument, TLegalText> = {
  terms: {
    title: 'info-terms-title',
    intro: 'info-terms-intro',
    updatedOn: '2026-09-01',
    sections: [
      { heading: 'info-terms-services-heading', paragraphs: ['info-terms-services-1', 'info-terms-services-2'] },
      { heading: 'info-terms-orders-heading', paragraphs: ['info-terms-orders-1', 'info-terms-orders-2'] },
      { heading: 'info-terms-payment-heading', paragraphs: ['info-terms-payment-1', 'info-terms-payment-2'] },
      {
        heading: 'info-terms-confidentiality-heading',
        paragraphs: ['info-terms-confidentiality-1', 'info-terms-confidentiality-2'],
      },
      { heading: 'info-terms-re-edits-heading', paragraphs: ['info-terms-re-edits-1', 'info-terms-re-edits-2'] },
      { heading: 'info-terms-liability-heading', paragraphs: ['info-terms-liability-1'] },
      { heading: 'info-terms-governing-heading', paragraphs: ['info-terms-governing-1', 'info-terms-governing-2'] },
    ],
  },
  privacy: {
    title: 'info-privacy-title',
    intro: 'info-privacy-intro',
    updatedOn: '2026-09-01',
    sections: [
      { heading: 'info-privacy-collect-heading', paragraphs: ['info-privacy-collect-1', 'info-privacy-collect-2'] },
      { heading: 'info-privacy-purpose-heading', paragraphs: ['info-privacy-purpose-1', 'info-privacy-purpose-2'] },
      { heading: 'info-privacy-retention-heading', paragraphs: ['info-privacy-retention-1'] },
      { heading: 'info-privacy-processors-heading', paragraphs: ['info-privacy-processors-1', 'info-privacy-processors-2'] },
      { heading: 'info-privacy-rights-heading', paragraphs: ['info-privacy-rights-1', 'info-privacy-rights-2'] },
      { heading: 'info-privacy-contact-heading', paragraphs: ['info-privacy-contact-1'] },
    ],
  },
};

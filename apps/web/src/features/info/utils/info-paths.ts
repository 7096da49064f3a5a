import type { TLegalDocument } from './legal-documents.ts';

/** The help pages, below the language segment (build full paths with `to` from app/paths). */
export const infoPaths = {
  legal: (document: TLegalDocument) => `/legal/${document}`,
  support: '/support',
} as const;

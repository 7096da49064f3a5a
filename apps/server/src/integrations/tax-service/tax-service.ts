/**
 * The tax service that issues fapiaos (in production a certified e-fapiao platform connected to the tax
 * authority). Issuing is asynchronous, as with such platforms: a request is accepted with a reference, and
 * the fapiao is issued (or refused) later; the portal polls for the outcome from a job.
 */
export type TFapiaoIssueInput = {
  /** The portal's fapiao identity: a provider accepts one request per identity. */
  identity: string;
  type: 'general' | 'special';
  buyerName: string;
  buyerTaxpayerNumber: string;
  contactEmail: string;
  contactPhone: string;
  shippingAddress: string;
  /** The line the fapiao lists: the service's name in Chinese. */
  itemName: string;
  amount: number;
  currencyIso: string;
  numDecimals: number;
  currencySign: string;
  /** The invoice or retainer-invoice number it covers, printed as a remark. */
  remark: string;
};

export type TFapiaoRequestResult = { accepted: true; reference: string } | { accepted: false; reason: string };

export type TFapiaoStatusResult =
  | { status: 'pending' }
  | { status: 'issued'; number: string; issuedAt: Date; document: Buffer }
  | { status: 'failed'; reason: string }
  | { status: 'cancelled' }
  | { status: 'not-found' };

export type TFapiaoCancelResult = { cancelled: true } | { cancelled: false; reason: string };

export type TTaxService = {
  name: string;
  request: (input: TFapiaoIssueInput) => Promise<TFapiaoRequestResult>;
  status: (reference: string) => Promise<TFapiaoStatusResult>;
  /** Reverses an issued fapiao (a red-letter fapiao at the tax authority). */
  cancel: (reference: string) => Promise<TFapiaoCancelResult>;
};

/**
 * Re-edits (researcher area §6): what a researcher may ask for once an order is delivered, and what a
 * follow-up order costs. Staff set the flags on the order; the portal only reads them.
 */

/** What an order is: the researcher's first order of a manuscript, or a follow-up of an earlier one. */
export const ORDER_KINDS = ['original', 'touch-up', 're-edit', 'rework'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

/** The follow-up kinds an order form can be started as. */
export type TFollowUpKind = Exclude<TOrderKind, 'original'>;

export type TReeditFlags = {
  touchUpAvailable: boolean;
  reeditAvailable: boolean;
  /** At least one of the order's language services is still offered, so the same work can be ordered again. */
  containsActiveService: boolean;
  scientificReworkEligible: boolean;
};

/**
 * What the re-edit page offers: a free touch-up, a paid re-edit, contacting support, and the link to
 * request additional (scientific) work.
 */
export type TReeditOption = 'touch-up' | 're-edit' | 'contact-support' | 'additional-work';

/**
 * The options by the order's flags. A touch-up or re-edit orders the same services again, so it needs a
 * service that is still offered; without one (or with neither flag) the researcher contacts support.
 * Additional scientific work is a rework order of its own and does not depend on the original services.
 */
export function reeditOptions(flags: TReeditFlags): TReeditOption[] {
  const options: TReeditOption[] = [];
  if (flags.containsActiveService) {
    if (flags.touchUpAvailable) options.push('touch-up');
    if (flags.reeditAvailable) options.push('re-edit');
  }
  if (options.length === 0) options.push('contact-support');
  if (flags.scientificReworkEligible) options.push('additional-work');
  return options;
}

/**
 * The kind of order form `/api/order-form/reedit/{externalId}` starts: the one asked for when the order
 * offers it, else the free touch-up before the paid re-edit; null sends the researcher to support.
 */
export function reeditKindFor(flags: TReeditFlags, requested?: 'touch-up' | 're-edit'): 'touch-up' | 're-edit' | null {
  const offered = reeditOptions(flags).filter((o): o is 'touch-up' | 're-edit' => o === 'touch-up' || o === 're-edit');
  if (requested && offered.includes(requested)) return requested;
  return offered[0] ?? null;
}

/** The 'Re-edit discount' of a paid re-edit, in percent of the services ordered again (docs/decisions.md). */
export const REEDIT_DISCOUNT_PERCENT = 30;

/**
 * The re-edit discount a follow-up order gets on the services it orders again: all of it for a touch-up
 * (free), REEDIT_DISCOUNT_PERCENT for a paid re-edit; a rework or an original order gets none.
 */
export function reeditDiscountPercent(kind: TOrderKind | null): number | null {
  if (kind === 'touch-up') return 100;
  if (kind === 're-edit') return REEDIT_DISCOUNT_PERCENT;
  return null;
}

export type TReceivedFile = { identity: string; name: string };

/** At most this many files, and this long a path segment, are read back from a rework-success link. */
const MAX_RECEIVED_FILES = 50;
const MAX_RECEIVED_DATA_LENGTH = 8000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** The `data` segment of details/{externalId}/rework-success/{data}: the received files, URL-safe. */
export function encodeReceivedFiles(files: readonly TReceivedFile[]): string {
  const pairs = files.slice(0, MAX_RECEIVED_FILES).map((f) => [f.identity, f.name]);
  return toBase64Url(new TextEncoder().encode(JSON.stringify(pairs)));
}

/** Reads the `data` segment back; anything malformed gives no files (the page still shows its message). */
export function decodeReceivedFiles(data: string | undefined): TReceivedFile[] {
  if (!data || data.length > MAX_RECEIVED_DATA_LENGTH || !/^[A-Za-z0-9_-]+$/.test(data)) return [];
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(data)));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .slice(0, MAX_RECEIVED_FILES)
      .filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      )
      .map(([identity, name]) => ({ identity: identity.slice(0, 64), name: name.slice(0, 255) }));
  } catch {
    return [];
  }
}

import { makePrepayAmountSchema, parseAmount, type TCurrency } from '@portal/domain';

/** Used when the application config names no minimum for the currency: 100 major units (shell-and-account §9). */
const DEFAULT_MINIMUM_MAJOR_UNITS = 100;

/** The minimum prepayment in minor units of the currency. */
export function minimumPrepayAmount(
  minimums: Record<string, number>,
  currency: Pick<TCurrency, 'isoCode' | 'numDecimals'>,
): number {
  return minimums[currency.isoCode] ?? DEFAULT_MINIMUM_MAJOR_UNITS * 10 ** currency.numDecimals;
}

/**
 * Reads the amount a person typed: minor units, or the message key (with the formatted minimum) for
 * 'The amount needs to be more than {price}' when it is empty, malformed or below the minimum.
 */
export function readPrepayAmount(
  text: string,
  minimum: number,
  currency: Pick<TCurrency, 'sign' | 'numDecimals'>,
): { amount: number; error: null } | { amount: null; error: string } {
  const parsed = parseAmount(text.replace(/[\s,](?=\d{3}(\D|$))/g, ''), currency.numDecimals);
  const result = makePrepayAmountSchema(minimum, currency).safeParse(parsed ?? Number.NaN);
  if (result.success) return { amount: result.data, error: null };
  return { amount: null, error: result.error.issues[0]?.message ?? '' };
}

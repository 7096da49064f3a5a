/** Money is held as integer minor units with an ISO currency; never floats. */

export type TMoneyCurrency = { sign: string; numDecimals: number; exchangeRate: string };

/** Currencies whose sign formats with '.' for thousands and ',' for decimals (spec §9). */
const COMMA_DECIMAL_SIGNS = new Set(['R$', '€']);

/** Formats minor units: "$1,234.50", "R$ 1.234,50", "€1.234,50", "¥1,235". */
export function formatMoney(minorUnits: number, currency: Pick<TMoneyCurrency, 'sign' | 'numDecimals'>): string {
  const negative = minorUnits < 0;
  const digits = Math.abs(Math.trunc(minorUnits))
    .toString()
    .padStart(currency.numDecimals + 1, '0');
  const whole = currency.numDecimals > 0 ? digits.slice(0, -currency.numDecimals) : digits;
  const fraction = currency.numDecimals > 0 ? digits.slice(-currency.numDecimals) : '';
  const isCommaDecimal = COMMA_DECIMAL_SIGNS.has(currency.sign);
  const thousands = isCommaDecimal ? '.' : ',';
  const decimal = isCommaDecimal ? ',' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const amount = fraction ? `${grouped}${decimal}${fraction}` : grouped;
  const separator = currency.sign === 'R$' ? ' ' : '';
  return `${negative ? '-' : ''}${currency.sign}${separator}${amount}`;
}

/**
 * Converts an amount held in USD minor units (cents) into another currency's minor units,
 * using that currency's exchange rate (units per USD) and decimals, rounding half up.
 * The rate is a decimal string so that no binary float enters the sum.
 */
export function convertFromUsd(usdCents: number, currency: Pick<TMoneyCurrency, 'numDecimals' | 'exchangeRate'>): number {
  const [intPart = '0', fracPart = ''] = currency.exchangeRate.split('.');
  const scale = 10n ** BigInt(fracPart.length);
  const rate = BigInt(intPart) * scale + BigInt(fracPart || '0');
  // usdCents / 100 * rate / scale * 10^numDecimals
  const numerator = BigInt(usdCents) * rate * 10n ** BigInt(currency.numDecimals);
  const denominator = 100n * scale;
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator < 0n ? -numerator : numerator;
  return Number(sign * ((abs * 2n + denominator) / (denominator * 2n)));
}

/** Parses a decimal amount typed by a person ("1234.5") into minor units, or null when invalid. */
export function parseAmount(text: string, numDecimals: number): number | null {
  const trimmed = text.trim();
  const pattern = numDecimals > 0 ? new RegExp(`^\\d+(?:[.,]\\d{1,${numDecimals}})?$`) : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 10 ** numDecimals + Number(fraction.padEnd(numDecimals, '0') || '0');
}

/** Parsed rates by their text: a page converts many amounts through the same few rates. */
const parsedRates = new Map<string, { rate: bigint; scale: bigint }>();

function rateParts(exchangeRate: string): { rate: bigint; scale: bigint } {
  const known = parsedRates.get(exchangeRate);
  if (known) return known;
  const [intPart = '0', fracPart = ''] = exchangeRate.split('.');
  const scale = 10n ** BigInt(fracPart.length);
  const parts = { rate: BigInt(intPart) * scale + BigInt(fracPart || '0'), scale };
  if (parsedRates.size >= 1_000) parsedRates.clear();
  parsedRates.set(exchangeRate, parts);
  return parts;
}

/**
 * Converts minor units of one currency into another through their rates against USD, rounding half up:
 * amount / 10^fromDecimals / fromRate * toRate * 10^toDecimals.
 */
export function convertBetween(
  minorUnits: number,
  from: Pick<TMoneyCurrency, 'numDecimals' | 'exchangeRate'>,
  to: Pick<TMoneyCurrency, 'numDecimals' | 'exchangeRate'>,
): number {
  const source = rateParts(from.exchangeRate);
  const target = rateParts(to.exchangeRate);
  const numerator = BigInt(minorUnits) * target.rate * source.scale * 10n ** BigInt(to.numDecimals);
  const denominator = source.rate * target.scale * 10n ** BigInt(from.numDecimals);
  if (denominator === 0n) return 0;
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator < 0n ? -numerator : numerator;
  return Number(sign * ((abs * 2n + denominator) / (denominator * 2n)));
}

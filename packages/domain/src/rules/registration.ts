/** The country whose residents register with the local (wfoe) entity and pay in yuan. */
export const CNY_COUNTRY_ISO = 'CN';

/**
 * Currencies offered at registration (shell-and-account §5): a researcher in China is limited
 * to CNY; everyone else chooses among the others. The administrator flag lifts the filter.
 * See docs/decisions.md for how the spec's sentence was read.
 */
export function registrationCurrencies<T extends { isoCode: string }>(
  currencies: readonly T[],
  countryIso: string | undefined,
  isAdministrator = false,
): T[] {
  if (isAdministrator) return [...currencies];
  if (countryIso === CNY_COUNTRY_ISO) return currencies.filter((c) => c.isoCode === 'CNY');
  return currencies.filter((c) => c.isoCode !== 'CNY');
}

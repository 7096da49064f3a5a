/**
 * The welcome-back band is left off the order form (`/researcher/submit`, its entry as every step), curie and
 * home (spec §2 "Root behaviour"). Compared by path segment, so a page whose name merely contains one of
 * these words keeps the band.
 */
export function isWelcomeShown(pathAfterLanguage: string): boolean {
  const [first, second] = pathAfterLanguage.split('/').filter(Boolean);
  const isOrderForm = first === 'researcher' && second === 'submit';
  return !isOrderForm && first !== 'curie' && first !== 'home';
}

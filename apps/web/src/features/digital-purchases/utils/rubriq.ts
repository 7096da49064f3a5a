import type { TApplication } from '@portal/domain';

/**
 * The new site's address for a /rubriq path, while rubriq_ui_hosted_on_new_site is on and the server names the
 * site (RUBRIQ_SITE_URL, application config links.rubriq); null: this portal shows the page itself.
 */
export function newSiteUrlOf(
  application: Pick<TApplication, 'featureFlags' | 'config'>,
  rest: string,
  search: string,
): string | null {
  const site = application.config.links.rubriq;
  if (!application.featureFlags.rubriq_ui_hosted_on_new_site || !site) return null;
  const base = site.endsWith('/') ? site.slice(0, -1) : site;
  const path = rest.replace(/^\/+/, '');
  return `${base}/rubriq${path ? `/${path}` : ''}${search}`;
}

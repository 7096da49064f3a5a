import type { TLanguageSegment } from '@portal/domain';

/**
 * Where the re-edit page's choices lead. The order-form links are the server's (researcher area §7): they
 * open the researcher's order form and answer with a redirect, so they are followed as plain links.
 */
export const reeditPaths = {
  orderDetails: (lang: TLanguageSegment, externalId: string) =>
    `/${lang}/researcher/index/details/${encodeURIComponent(externalId)}`,
  reeditForm: (lang: TLanguageSegment, externalId: string, type: 'touch-up' | 're-edit') =>
    `/api/order-form/reedit/${encodeURIComponent(externalId)}?type=${type}&lang=${lang}`,
  reworkForm: (lang: TLanguageSegment, externalId: string) =>
    `/api/order-form/rework/${encodeURIComponent(externalId)}?lang=${lang}`,
  contactSupport: (lang: TLanguageSegment, externalId: string) =>
    `/${lang}/support/index/submission/${encodeURIComponent(externalId)}/type/inactive-service`,
};

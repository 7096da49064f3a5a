import { type TOrderEditDetails, ZEmailNotificationsResponse, ZOrderSaveResponse } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/order/{externalId}/save with orderDetails; the answer carries the saved deadline. */
export function saveOrder(externalId: string, orderDetails: TOrderEditDetails) {
  return api.put(`/api/order/${encodeURIComponent(externalId)}/save`, { orderDetails }, ZOrderSaveResponse);
}

/** POST /api/order/{externalId}/email-notifications with the co-authors' addresses. */
export function saveNotificationEmails(externalId: string, emails: string[]) {
  return api.post(
    `/api/order/${encodeURIComponent(externalId)}/email-notifications`,
    { settings: { emails } },
    ZEmailNotificationsResponse,
  );
}

import {
  type TStaffAssignRequest,
  type TStaffFlagsRequest,
  type TStaffIssueCertificateRequest,
  type TStaffMoveStageRequest,
  type TStaffOrder,
  ZStaffOrderResponse,
} from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { staffOrderPath } from './staff-keys.ts';

/**
 * The changes staff make to an order. Each answers the order's page as it now is; a change decided on a stale
 * page is refused with 409 `staff-order-changed`.
 */
const answer = async (request: Promise<{ order: TStaffOrder }>) => (await request).order;

/** POST /api/staff/orders/{externalId}/stage */
export const moveStage = (externalId: string, body: TStaffMoveStageRequest) =>
  answer(api.post(`${staffOrderPath(externalId)}/stage`, body, ZStaffOrderResponse));

/** PUT /api/staff/orders/{externalId}/assignee */
export const assignEditor = (externalId: string, body: TStaffAssignRequest) =>
  answer(api.put(`${staffOrderPath(externalId)}/assignee`, body, ZStaffOrderResponse));

/** PUT /api/staff/orders/{externalId}/flags */
export const setFlags = (externalId: string, body: TStaffFlagsRequest) =>
  answer(api.put(`${staffOrderPath(externalId)}/flags`, body, ZStaffOrderResponse));

/** POST /api/staff/orders/{externalId}/certificate */
export const issueCertificate = (externalId: string, body: TStaffIssueCertificateRequest) =>
  answer(api.post(`${staffOrderPath(externalId)}/certificate`, body, ZStaffOrderResponse));

/** DELETE /api/staff/orders/{externalId}/deliverables/{key} */
export const removeDeliverable = (externalId: string, key: string) =>
  answer(api.delete(`${staffOrderPath(externalId)}/deliverables/${encodeURIComponent(key)}`, ZStaffOrderResponse));

/** PUT /api/staff/orders/{externalId}/payment-proofs/{identity}/review */
export const reviewProof = (externalId: string, identity: string, releaseDownloads: boolean) =>
  answer(
    api.put(
      `${staffOrderPath(externalId)}/payment-proofs/${encodeURIComponent(identity)}/review`,
      { releaseDownloads },
      ZStaffOrderResponse,
    ),
  );

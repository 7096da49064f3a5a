import { ZOrderForm } from '@portal/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

const ZDeleteFileResponse = z.object({ order: ZOrderForm });

/** DELETE /api/order-form/{id}/files/{fileIdentity}: removes an uploaded file. */
export function deleteOrderFile(orderId: string, fileIdentity: string) {
  return api.delete(
    `/api/order-form/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileIdentity)}`,
    ZDeleteFileResponse,
  );
}

export function useDeleteOrderFile() {
  return useOrderFormSave(deleteOrderFile);
}

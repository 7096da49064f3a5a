import { type TStaffOrder, ZStaffOrderResponse } from '@portal/domain';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { staffOrderPath } from './staff-keys.ts';

/** POST /api/staff/orders/{externalId}/deliverables (`kind`, then the file), reporting the fraction sent. */
export async function uploadDeliverable(
  externalId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TStaffOrder> {
  const body = new FormData();
  // An edited file is checked as the researcher's manuscript is (its types, size and content).
  body.append('kind', 'main');
  body.append('file', file, file.name);
  const answer = await uploadWithProgress(
    `${staffOrderPath(externalId)}/deliverables`,
    body,
    ZStaffOrderResponse,
    onProgress,
    signal,
  );
  return answer.order;
}

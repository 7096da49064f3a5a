import { ZErrorResponse, type ZFileKind, ZUploadResponse } from '@portal/domain';
import type { z } from 'zod';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export type TUploadResponse = z.infer<typeof ZUploadResponse>;
export type TFileKind = z.infer<typeof ZFileKind>;

/**
 * POST /api/order-form/{id}/files as multipart (`kind`, then the file). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. Rejects with ApiError (the server's key) or
 * NetworkError; an abort rejects with an AbortError.
 */
export function uploadOrderFile(
  orderId: string,
  kind: TFileKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/order-form/${encodeURIComponent(orderId)}/files`);
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('X-Page-Language', currentLocale());
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = ZUploadResponse.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'generic error message'));
        return;
      }
      const error = ZErrorResponse.safeParse(payload);
      reject(
        new ApiError(
          request.status,
          error.success ? error.data.error : request.status === 413 ? 'file-too-large' : 'generic error message',
        ),
      );
    };
    request.onerror = () => reject(new NetworkError('network-request-error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    request.send(body);
  });
}

/** The kinds of file in the order an uploader lists them. */
export const FILE_KIND_ORDER: readonly TFileKind[] = [
  'main',
  'figure',
  'table',
  'main-reference',
  'figure-reference',
  'table-reference',
];

import { ZErrorResponse } from '@portal/domain';
import type { z } from 'zod';
import { ApiError, NetworkError } from './api-client.ts';
import { currentLocale } from './i18n.ts';

/** What an upload is told as it goes: the fraction of the body sent. */
export type TOnProgress = (fraction: number) => void;

/**
 * The multipart body of a create call: the fields first, then the file under `files`, as the server reads them.
 * A null field, or no file, is left out.
 */
export function multipartBody(fields: Record<string, string | null>, file: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.append(name, value);
  if (file) body.append('files', file);
  return body;
}

/**
 * POSTs a multipart body and reads the answer with `schema`. XMLHttpRequest rather than fetch, because only
 * it reports upload progress (`onProgress` gets the fraction sent). Rejects with ApiError (the server's key)
 * or NetworkError; an abort rejects with an AbortError.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  schema: z.ZodType<T>,
  onProgress: TOnProgress,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
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
        const parsed = schema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'generic error message'));
        return;
      }
      const error = ZErrorResponse.safeParse(payload);
      reject(
        new ApiError(
          request.status,
          error.success ? error.data.error : request.status === 413 ? 'file-too-large' : 'generic error message',
          error.success ? error.data.fieldErrors : undefined,
        ),
      );
    };
    request.onerror = () => reject(new NetworkError('network-request-error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

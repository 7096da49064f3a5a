import { type ZFileKind, ZUploadResponse } from '@portal/domain';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export type TUploadResponse = z.infer<typeof ZUploadResponse>;
export type TFileKind = z.infer<typeof ZFileKind>;

/** POST /api/order-form/{id}/files as multipart (`kind`, then the file), reporting upload progress. */
export function uploadOrderFile(
  orderId: string,
  kind: TFileKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TUploadResponse> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return uploadWithProgress(`/api/order-form/${encodeURIComponent(orderId)}/files`, body, ZUploadResponse, onProgress, signal);
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

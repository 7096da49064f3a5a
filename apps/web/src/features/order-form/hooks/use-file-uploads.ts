import type { TOrderFile } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../../../lib/application.ts';
import { storeOrder } from '../api/order-form-cache.ts';
import { type TFileKind, uploadOrderFile } from '../api/upload-order-file.ts';
import { useOrderForm } from './use-order-form.tsx';

export type TUpload = {
  key: string;
  kind: TFileKind;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** A message key once the upload failed. */
  error: string | null;
};

function extensionOf(name: string): string {
  const index = name.lastIndexOf('.');
  return index === -1 ? '' : name.slice(index + 1).toLowerCase();
}

/**
 * Uploads chosen or dropped files one after another (each save bumps the order's version, so
 * they are not sent side by side), with progress per file. Files that cannot be accepted are
 * refused before sending with the same keys the server uses.
 */
export function useFileUploads(onUploaded?: (file: TOrderFile) => void) {
  const { identity } = useOrderForm();
  const { allowedFileTypes } = useApplication();
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const controller = useRef(new AbortController());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const update = (key: string, patch: Partial<TUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  const upload = (kind: TFileKind, files: readonly File[]) => {
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const refusal =
        file.size === 0
          ? 'file-empty'
          : allowedFileTypes.length > 0 && !allowedFileTypes.includes(extensionOf(file.name))
            ? 'file-type-not-allowed'
            : null;
      setUploads((list) => [...list, { key, kind, name: file.name, progress: 0, error: refusal }]);
      if (refusal) continue;
      queue.current = queue.current.then(async () => {
        const signal = controller.current.signal;
        if (signal.aborted) return;
        try {
          const response = await uploadOrderFile(identity, kind, file, (progress) => update(key, { progress }), signal);
          storeOrder(response.order);
          setUploads((list) => list.filter((u) => u.key !== key));
          onUploadedRef.current?.(response.file);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          update(key, { error: error instanceof ApiError ? error.code : 'network-request-error' });
        }
      });
    }
  };

  return {
    uploads,
    isUploading: uploads.some((u) => u.error === null),
    upload,
    dismiss: (key: string) => setUploads((list) => list.filter((u) => u.key !== key)),
  };
}

import type { TDeliverable } from '@portal/domain';
import { showMessage, type TGlobalMessage } from '../../../lib/global-message.ts';

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads every file and zips them in the browser as they arrive (client-zip, loaded on first use): each
 * file streams from the server into the zip, and `onProgress` hears the percent of bytes received.
 */
export async function zipAll(
  files: readonly TDeliverable[],
  urlOf: (file: TDeliverable) => string,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  const { downloadZip } = await import('client-zip');
  const total = Math.max(
    1,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  let received = 0;
  let reported = -1;
  const count = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      const percent = Math.min(100, Math.floor((received * 100) / total));
      if (percent !== reported) {
        reported = percent;
        onProgress(percent);
      }
      controller.enqueue(chunk);
    },
  });
  async function* entries() {
    for (const file of files) {
      const response = await fetch(urlOf(file), { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`download of ${file.path} failed with ${response.status}`);
      yield { name: file.path, input: response.body, size: file.size };
    }
  }
  const zip = downloadZip(entries()).body;
  if (!zip) throw new Error('no zip');
  // The progress counts the zip's bytes as they are made, which follow the files' bytes.
  const blob = await new Response(zip.pipeThrough(count)).blob();
  onProgress(100);
  return blob;
}

/**
 * "Download all" as the researcher sees it (spec §4): the global message shows the percent received, then the
 * zip is saved and the message cleared; any failure shows 'generic-download-error'. Answers whether it saved.
 */
export async function downloadAllAsZip(
  files: readonly TDeliverable[],
  urlOf: (file: TDeliverable) => string,
  zipName: string,
  effects: { show: (message: TGlobalMessage | null) => void; save: (blob: Blob, fileName: string) => void } = {
    show: showMessage,
    save: saveBlob,
  },
): Promise<boolean> {
  const progress = (percent: number) =>
    effects.show({ kind: 'info', message: 'orders-download-progress', params: { percent: String(percent) } });
  progress(0);
  try {
    effects.save(await zipAll(files, urlOf, progress), zipName);
    effects.show(null);
    return true;
  } catch {
    effects.show({ kind: 'error', message: 'generic-download-error' });
    return false;
  }
}

import type { TDeliverable } from '@portal/domain';

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
export async function downloadAllAsZip(
  files: readonly TDeliverable[],
  urlOf: (file: TDeliverable) => string,
  zipName: string,
  onProgress: (percent: number) => void,
): Promise<void> {
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
  saveBlob(blob, zipName);
}

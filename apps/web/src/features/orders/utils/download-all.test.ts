import type { TDeliverable } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGlobalMessage } from '../../../lib/global-message.ts';
import { downloadAllAsZip } from './download-all.ts';

const files: TDeliverable[] = [
  { key: 'a', path: 'edited/manuscript.docx', size: 300 },
  { key: 'b', path: 'edited/letter.pdf', size: 100 },
];
const bytes = (size: number) => new Uint8Array(size).fill(65);

/** The server's answers, per file key: its bytes (in chunks of 100), or a status. */
function serve(answers: Record<string, number>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const key = url.split('/').at(-1) ?? '';
    const size = answers[key] ?? 404;
    if (size === 404) return new Response('missing', { status: 404 });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < size; sent += 100) controller.enqueue(bytes(Math.min(100, size - sent)));
        controller.close();
      },
    });
    return new Response(stream);
  });
}

function recorder() {
  const shown: (TGlobalMessage | null)[] = [];
  const saved: { blob: Blob; fileName: string }[] = [];
  return {
    shown,
    saved,
    effects: {
      show: (message: TGlobalMessage | null) => shown.push(message),
      save: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('downloading all of an order’s files as one zip', () => {
  it('shows the percent received in the global message, then saves the zip and clears the message', async () => {
    serve({ a: 300, b: 100 });
    const { shown, saved, effects } = recorder();
    expect(await downloadAllAsZip(files, (file) => `/files/${file.key}`, 'ABC12345.zip', effects)).toBe(true);
    const percents = shown.flatMap((message) =>
      message?.message === 'orders-download-progress' ? [Number(message.params?.percent)] : [],
    );
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    expect(shown.at(-1)).toBeNull();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('ABC12345.zip');
    // A zip: the local file header's signature, and both files' names inside.
    const zip = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const text = new TextDecoder().decode(zip);
    expect(text).toContain('edited/manuscript.docx');
    expect(text).toContain('edited/letter.pdf');
  });

  it('shows generic-download-error and saves nothing when a file cannot be fetched', async () => {
    serve({ a: 300 });
    const { shown, saved, effects } = recorder();
    expect(await downloadAllAsZip(files, (file) => `/files/${file.key}`, 'ABC12345.zip', effects)).toBe(false);
    expect(shown.at(-1)).toEqual({ kind: 'error', message: 'generic-download-error' });
    expect(saved).toEqual([]);
  });
});

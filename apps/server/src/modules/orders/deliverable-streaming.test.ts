import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { addDeliverable, completeOrder, generatedStream } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';

const MiB = 1024 ** 2;
const SIZE = 50 * MiB;

/**
 * The garbage collector, callable: the test's own client (in this process) leaves each chunk it read as
 * garbage, which would otherwise count as growth; collecting every few megabytes measures what is kept.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * A large deliverable goes out as a stream: the server never holds the file, so its memory stays flat however
 * large the file is. Measured over a real HTTP connection (an injected request would collect the whole body).
 */
describe('streaming a 50 MB deliverable', () => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'deliverable-stream-'));
  const t = withTestApp('pglite', { FILES_DIR: filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  it('sends every byte with the server’s live memory growing by less than 20 MB', async () => {
    const storage = createStorage(loadConfig({ FILES_DIR: filesDir }));
    const { user, session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, user.id);
    await completeOrder(t.db, placed.orderId);
    const file = await addDeliverable(t.db, storage, placed.orderId, {
      name: 'large-edited.docx',
      content: () => generatedStream(SIZE),
      size: SIZE,
    });
    const small = await addDeliverable(t.db, storage, placed.orderId, { name: 'small.docx', content: Buffer.alloc(MiB, 1) });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: `${SESSION_COOKIE}=${session}`, 'x-requested-with': 'XMLHttpRequest' };
    const url = (key: string) => `${address}/api/order/${placed.externalId}/deliverables/${key}`;
    // The first download warms up what any request needs once (the HTTP client, the prepared statement).
    expect((await (await fetch(url(small.key), { headers })).arrayBuffer()).byteLength).toBe(MiB);

    // Live memory (the JavaScript heap and the buffers outside it, after a collection): a server holding the
    // file would show 50 MB here. The resident set also counts what the allocator has not handed back yet, which
    // moves by tens of megabytes when other processes press on the machine; it is reported, not asserted.
    const live = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.external + usage.arrayBuffers;
    };
    collectGarbage();
    const before = live();
    const rssBefore = process.memoryUsage().rss;
    let peak = before;
    let rssPeak = rssBefore;
    const response = await fetch(url(file.key), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let received = 0;
    let collectedAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received - collectedAt >= 2 * MiB) {
        collectGarbage();
        collectedAt = received;
        peak = Math.max(peak, live());
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
    }
    // The client keeps its connections alive; the app's close would wait for them.
    t.app.server.closeAllConnections();
    expect(received).toBe(SIZE);
    const growth = (peak - before) / MiB;
    console.info(
      `50 MB download: live memory +${growth.toFixed(1)} MB, resident +${((rssPeak - rssBefore) / MiB).toFixed(1)} MB`,
    );
    expect(growth, `live memory grew by ${growth.toFixed(1)} MB`).toBeLessThan(20);
  }, 120_000);
});

import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { isIssuedCertificateCode, ZStaffOrderResponse, ZStaffQueueResponse } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxEntries } from '../../test/fixtures/digital-editing/manuscript-docx.ts';
import { demoStorage } from '../../test/fixtures/seed/demo-storage.ts';
import { inject, login } from '../../test/http.ts';
import { BACKENDS, TEST_ENV, withTestApp } from '../../test/test-app.ts';
import { signInWithTotp } from '../../test/two-factor.ts';
import { loadConfig } from '../config.ts';
import { createSecretBox } from '../modules/two-factor/index.ts';
import { inspectDocxArchive } from '../platform/documents/docx-archive.ts';
import { users } from '../schema/account.ts';
import { certificates, deliverables, orderStageEvents } from '../schema/fulfilment.ts';
import { orders } from '../schema/orders.ts';
import { DEMO_CERTIFICATE_CODE } from './fulfilment-seed.ts';
import { DEMO_PASSWORD, seedDemoData } from './seed.ts';
import { DEMO_STAFF_TOTP_SECRET, seedTwoFactorDemo } from './two-factor-seed.ts';

const ALICE_ORDERS = ['DEMO-1001', 'DEMO-1002', 'DEMO-1003', 'AWK20481', 'AWK20482'];

describe.each(BACKENDS)('fulfilment demo data on %s', (backend) => {
  const t = withTestApp(backend);
  const storage = demoStorage();

  async function aliceOrders() {
    const rows = await t.db.select().from(orders).where(inArray(orders.externalId, ALICE_ORDERS));
    return Object.fromEntries(rows.map((row) => [row.externalId, row]));
  }

  it('gives Alice an order in every state, with timelines, Sam Support as editor, .docx files and a certificate', async () => {
    await seedDemoData(t.db, storage);
    await seedDemoData(t.db, storage);
    const [sam] = await t.db.select().from(users).where(eq(users.email, 'support@demo.test'));
    const byNumber = await aliceOrders();
    const state = (externalId: string) => {
      const order = byNumber[externalId];
      return { status: order?.status, stage: order?.stage, isAssigned: order?.assigneeId === sam?.id };
    };
    expect(ALICE_ORDERS.map(state)).toEqual([
      { status: 'completed', stage: 'delivered', isAssigned: true },
      { status: 'in-progress', stage: 'editing', isAssigned: true },
      { status: 'placed', stage: 'received', isAssigned: false },
      { status: 'completed', stage: 'delivered', isAssigned: true },
      { status: 'completed', stage: 'delivered', isAssigned: true },
    ]);
    expect(byNumber.AWK20481).toMatchObject({ touchUpAvailable: true, reeditAvailable: true, scientificReworkEligible: true });
    expect(byNumber['DEMO-1001']?.completedAt).toBeInstanceOf(Date);

    for (const externalId of ALICE_ORDERS) {
      const order = byNumber[externalId];
      const events = await t.db
        .select()
        .from(orderStageEvents)
        .where(eq(orderStageEvents.orderId, order?.id ?? 0))
        .orderBy(orderStageEvents.occurredAt);
      expect(events[0]).toMatchObject({ stage: 'received', occurredAt: order?.createdAt });
      expect(events.at(-1)?.stage).toBe(order?.stage);
      const times = events.map((e) => e.occurredAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(Date.now());
    }

    const files = await t.db
      .select()
      .from(deliverables)
      .where(eq(deliverables.uploadedBy, sam?.id ?? 0));
    expect(files.map((f) => f.orderId).sort()).toEqual(
      ['DEMO-1001', 'AWK20481', 'AWK20482'].map((id) => byNumber[id]?.id).sort(),
    );
    for (const file of files) {
      const bytes = await buffer(await storage.get(file.storedName));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      await inspectDocxArchive(bytes, { verifyContent: true });
      const { value } = await mammoth.extractRawText({ buffer: bytes });
      expect(value).toContain(ALICE_ORDERS.map((id) => byNumber[id]).find((o) => o?.id === file.orderId)?.title);
    }
    // AWK20481's file has headings, the sections of its review's filter, written as Word writes them.
    const reviewed = files.find((f) => f.orderId === byNumber.AWK20481?.id);
    const entries = await docxEntries(await buffer(await storage.get(reviewed?.storedName ?? '')));
    const headings = [
      ...(entries.get('word/document.xml')?.toString() ?? '').matchAll(
        /<w:pStyle w:val="Heading1"\/><\/w:pPr>.*?<w:t[^>]*>([^<]*)</g,
      ),
    ];
    expect(headings.map((match) => match[1])).toEqual(['Introduction', 'Methods', 'Results and discussion']);
    expect(entries.get('word/styles.xml')?.toString()).toContain('<w:style w:type="paragraph" w:styleId="Heading1">');
    expect(entries.get('word/_rels/document.xml.rels')?.toString()).toContain('Target="styles.xml"');

    const [certificate] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.orderId, byNumber['DEMO-1001']?.id ?? 0));
    const certified = files.find((f) => f.orderId === byNumber['DEMO-1001']?.id);
    expect(certificate).toMatchObject({
      code: DEMO_CERTIFICATE_CODE,
      fileSha256: certified?.sha256,
      deliverableId: certified?.id,
    });
    expect(isIssuedCertificateCode(DEMO_CERTIFICATE_CODE)).toBe(true);
  });

  it('shows the staff console the queue and an order page after the seed, the late order marked', async () => {
    await seedDemoData(t.db, storage);
    await seedTwoFactorDemo(t.db, await createSecretBox(t.db, loadConfig(TEST_ENV)));
    // The password alone does not open the console: the demo staff's app (its documented secret) does.
    const passwordOnly = await login(t.app, 'support@demo.test', DEMO_PASSWORD).catch((error: Error) => error.message);
    expect(passwordOnly).toContain('"secondFactor"');
    const session = await signInWithTotp(t.app, 'support@demo.test', DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET);
    const queue = ZStaffQueueResponse.parse(
      (await inject(t.app, { url: '/api/staff/orders?q=alice%40demo.test', session })).json(),
    );
    expect(queue.orders.map((o) => [o.externalId, o.isLate])).toEqual([
      ['DEMO-1002', true],
      ['DEMO-1003', false],
    ]);
    const page = ZStaffOrderResponse.parse((await inject(t.app, { url: '/api/staff/orders/AWK20482', session })).json()).order;
    expect(page).toMatchObject({ status: 'completed', stage: 'delivered', isPaid: false, invoice: { status: 'unpaid' } });
    expect(page.timeline.map((e) => e.stage)).toEqual(['received', 'editor-assigned', 'editing', 'quality-check', 'delivered']);
    expect(page.deliverables).toHaveLength(1);
  });
});

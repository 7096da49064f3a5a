import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { docxEntries, paragraphTexts } from '../../test/fixtures/digital-editing/manuscript-docx.ts';
import { demoStorage } from '../../test/fixtures/seed/demo-storage.ts';
import { withTestApp } from '../../test/test-app.ts';
import { activeEditingPurchase } from '../modules/digital-purchases/access.ts';
import { users } from '../schema/account.ts';
import { digitalDocuments } from '../schema/digital-documents.ts';
import { seedDigitalEditingDemo } from './digital-editing-seed.ts';
import { seedDemoData } from './seed.ts';

describe('digital editing demo data', () => {
  const t = withTestApp('pglite');

  it('gives Alice an active subscription and one completed edit with tracked changes, once', async () => {
    const storage = demoStorage();
    await seedDemoData(t.db, storage);
    await seedDigitalEditingDemo(t.db, storage);
    const [alice] = await t.db.select().from(users).where(eq(users.email, 'alice@demo.test'));
    expect(await activeEditingPurchase(t.db, alice?.id ?? -1)).toMatchObject({ source: 'purchase', type: 'editing' });
    const edits = await t.db
      .select()
      .from(digitalDocuments)
      .where(and(eq(digitalDocuments.userId, alice?.id ?? -1), eq(digitalDocuments.kind, 'edit')));
    expect(edits.map((e) => [e.status, e.resultName])).toEqual([['completed', 'Soil microbiome survey (edited).docx']]);
    const result = await buffer(await storage.get(edits[0]?.resultStoredName ?? ''));
    const xml = (await docxEntries(result)).get('word/document.xml')?.toString() ?? '';
    expect(xml).toContain('w:author="Digital Editing"');
    // Counted as the review lists them: each w:del and each w:ins of these separate words is one change.
    expect(edits[0]?.changeCount).toBe(xml.match(/<w:(ins|del) /g)?.length);
    expect(paragraphTexts(xml, 'accept')[1]).toBe(
      'We analysed the colour of soil samples collected at the centre of each plot over two seasons.',
    );
  });
});

import { and, eq } from 'drizzle-orm';
import type { TStorage } from '../integrations/storage/storage.ts';
import { editDocx, editedFileName } from '../modules/digital-editing/index.ts';
import { grantDigitalPurchase } from '../modules/digital-purchases/index.ts';
import { reviewChangeCount } from '../modules/edit-review/index.ts';
import type { Db } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { digitalDocuments } from '../schema/digital-documents.ts';
import { digitalPurchases } from '../schema/digital-purchases.ts';
import { demoDocx } from './demo-docx.ts';

const DEMO_EDIT_NAME = 'Soil microbiome survey.docx';
const DEMO_EDIT_PARAGRAPHS = [
  'We analyzed the color of soil samples collected at the center of each plot over two seasons.',
  'The behavior of the microbial community was modeled with a randomized design, and the results are summarized below.',
];

/**
 * Alice's digital editing: an active one-year subscription and one completed edit, so that the page shows a
 * result after `npm start`. The edit is the real engine's output, made without harper (whose set-up takes
 * seconds): the British spelling table alone, which is cheap. Added once; nothing a person changed is touched.
 */
export async function seedDigitalEditingDemo(db: Db, storage: TStorage): Promise<void> {
  const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@demo.test'));
  if (!alice) return;
  const [existing] = await db
    .select({ id: digitalPurchases.id })
    .from(digitalPurchases)
    .where(and(eq(digitalPurchases.userId, alice.id), eq(digitalPurchases.type, 'editing')));
  if (existing) return;
  const purchase = await grantDigitalPurchase(db, { userId: alice.id, type: 'editing', source: 'purchase' });
  const original = await demoDocx('Soil microbiome survey', DEMO_EDIT_PARAGRAPHS);
  const edited = await editDocx(original, { style: 'british', lockedTerms: [] }, async () => []);
  const storedName = await storage.put(original);
  const resultStoredName = await storage.put(edited.content);
  await db.insert(digitalDocuments).values({
    userId: alice.id,
    kind: 'edit',
    purchaseId: purchase.id,
    status: 'completed',
    name: DEMO_EDIT_NAME,
    storedName,
    size: original.length,
    sha256: 'seed',
    wordCount: edited.wordCount,
    styleOfEnglish: 'british',
    resultName: editedFileName(DEMO_EDIT_NAME),
    resultStoredName,
    resultSize: edited.content.length,
    changeCount: await reviewChangeCount(edited.content),
    completedAt: new Date(),
  });
}

import { createHash } from 'node:crypto';
import type { TOrderStageName } from '@portal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TStorage } from '../integrations/storage/storage.ts';
import type { Db } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { certificates, deliverables, orderStageEvents } from '../schema/fulfilment.ts';
import { orders } from '../schema/orders.ts';
import { demoDocx } from './demo-docx.ts';

const HOUR_MS = 3600 * 1000;

/** DEMO-1001's certificate: a fixed code of the issued shape, so that the demo can be verified by hand. */
export const DEMO_CERTIFICATE_CODE = 'DMKQ-7XWR-9HTB';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type TDemoFulfilment = {
  /** The stages reached after 'received', with the hours after placement each was reached. */
  stages: readonly (readonly [TOrderStageName, number])[];
  status: 'placed' | 'in-progress' | 'completed';
  isAssigned: boolean;
  file?: { name: string; paragraphs: readonly string[] };
  certificate?: { code: string; authors: string };
  flags?: Partial<Pick<typeof orders.$inferInsert, 'touchUpAvailable' | 'reeditAvailable' | 'scientificReworkEligible'>>;
};

const ALL_STAGES = [
  ['editor-assigned', 2],
  ['editing', 20],
  ['quality-check', 80],
  ['delivered', 110],
] as const;

const EDITED_TEXT = [
  'Copper clusters supported on ceria convert carbon dioxide to methanol at lower temperatures than bulk copper catalysts.',
  'We prepared clusters of 4 to 20 atoms by mass-selected deposition and measured their activity between 450 K and 550 K.',
  'The smallest clusters were the most active per atom, and their selectivity for methanol exceeded 80 % at 500 K.',
  'Density functional calculations attribute this activity to a formate pathway stabilised at the cluster–support interface.',
];

/** What each of Alice's demo orders has been through (checkout-seed.ts places them). */
const ALICE_FULFILMENT: Record<string, TDemoFulfilment> = {
  'DEMO-1003': { stages: [], status: 'placed', isAssigned: false },
  'DEMO-1002': { stages: ALL_STAGES.slice(0, 2), status: 'in-progress', isAssigned: true },
  'DEMO-1001': {
    stages: ALL_STAGES,
    status: 'completed',
    isAssigned: true,
    file: { name: 'CO2 hydrogenation over copper clusters (edited).docx', paragraphs: EDITED_TEXT },
    certificate: { code: DEMO_CERTIFICATE_CODE, authors: 'Alice Walker, Rahul Mehta, Sofia Lindqvist' },
  },
  AWK20481: {
    stages: ALL_STAGES,
    status: 'completed',
    isAssigned: true,
    file: {
      name: 'Graphene membranes (edited).docx',
      // The editor's work as tracked changes, for "Review the edits" (edit-review module); the headings are
      // the sections its filter offers.
      paragraphs: [
        '# Introduction',
        'Nanoporous graphene rejects more than 99 % of sodium chloride while letting water {-to pass-}{+through+} at rates far above {+those of +}polymer membranes.',
        '# Methods',
        'We etched pores of 0.5 to 1 nm into single-layer graphene with {-a-}{+an+} oxygen plasma and measured {+the +}salt rejection in a forward-osmosis cell.',
        '# Results and discussion',
        'The water flux {-were-}{+was+} stable over 48 h{-, and no-}{+; no+} defects {-was-}{+were+} seen in Raman maps after the tests.',
        '{+These results suggest that +}{-P-}{+p+}ore size{-s-}, not pore density, {-are-}{+is+} the main factor {-for-}{+in+} salt rejection{- in this study-}.',
      ],
    },
    flags: { touchUpAvailable: true, reeditAvailable: true, scientificReworkEligible: true },
  },
  AWK20482: {
    stages: ALL_STAGES,
    status: 'completed',
    isAssigned: true,
    file: {
      name: 'Urban heat islands and asthma (edited).docx',
      paragraphs: [
        'Paediatric asthma admissions rose by 11 % on days when the urban heat island exceeded 4 °C in the neighbourhoods studied.',
        'The association held after adjusting for ozone, fine particulate matter and the day of the week.',
      ],
    },
  },
};

/**
 * Moves Alice's demo orders through their stages so that the dashboard, the order pages, the downloads and
 * the staff console show every state after `npm start`: the timeline with plausible dates, Sam Support as
 * editor, real .docx edited files in storage, DEMO-1001's certificate. Safe at every start: an order that has
 * a stage past 'received' or a file is left as it is; every order gets its 'received' event.
 */
export async function seedFulfilmentDemo(db: Db, storage: TStorage): Promise<void> {
  const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@demo.test'));
  const [editor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'support@demo.test'));
  if (!alice || !editor) return;
  const rows = await db
    .select({
      order: orders,
      isTouched: sql<boolean>`exists (select 1 from ${orderStageEvents} e where e.order_id = ${orders.id} and e.stage <> 'received')
        or exists (select 1 from ${deliverables} d where d.order_id = ${orders.id})`,
    })
    .from(orders)
    .where(inArray(orders.externalId, Object.keys(ALICE_FULFILMENT)));
  // The files are stored before the transaction: a failure leaves unused files, never rows without their file.
  const stored = new Map<string, { storedName: string; bytes: Buffer }>();
  for (const { order, isTouched } of rows) {
    const file = ALICE_FULFILMENT[order.externalId]?.file;
    if (isTouched || !file) continue;
    const bytes = await demoDocx(order.title, file.paragraphs);
    stored.set(order.externalId, { storedName: await storage.put(bytes), bytes });
  }
  await db.transaction(async (tx) => {
    for (const { order, isTouched } of rows) {
      await tx
        .insert(orderStageEvents)
        .values({ orderId: order.id, stage: 'received', occurredAt: order.createdAt })
        .onConflictDoNothing();
      const plan = ALICE_FULFILMENT[order.externalId];
      if (isTouched || !plan || order.userId !== alice.id) continue;
      const at = (hours: number) => new Date(order.createdAt.getTime() + hours * HOUR_MS);
      const lastStage = plan.stages.at(-1);
      for (const [stage, hours] of plan.stages) {
        await tx.insert(orderStageEvents).values({ orderId: order.id, stage, actorId: editor.id, occurredAt: at(hours) });
      }
      await tx
        .update(orders)
        .set({
          stage: lastStage?.[0] ?? 'received',
          status: plan.status,
          assigneeId: plan.isAssigned ? editor.id : null,
          completedAt: plan.status === 'completed' && lastStage ? at(lastStage[1]) : null,
          version: plan.stages.length + 1,
          ...plan.flags,
        })
        .where(eq(orders.id, order.id));
      const file = stored.get(order.externalId);
      if (!plan.file || !file) continue;
      const delivered = at(lastStage?.[1] ?? 0);
      const [deliverable] = await tx
        .insert(deliverables)
        .values({
          orderId: order.id,
          originalName: plan.file.name,
          storedName: file.storedName,
          contentType: DOCX_TYPE,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          uploadedBy: editor.id,
          createdAt: new Date(delivered.getTime() - HOUR_MS),
        })
        .returning();
      if (!plan.certificate || !deliverable) continue;
      await tx
        .insert(certificates)
        .values({
          code: plan.certificate.code,
          orderId: order.id,
          title: order.title,
          authors: plan.certificate.authors,
          deliverableId: deliverable.id,
          fileName: deliverable.originalName,
          fileSha256: deliverable.sha256,
          issuedBy: editor.id,
          issuedOn: delivered,
        })
        .onConflictDoNothing();
    }
  });
}

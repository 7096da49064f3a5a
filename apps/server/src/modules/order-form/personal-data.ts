import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';

/**
 * A researcher's rights over their data, for the order-form module: their order forms, price quotes and
 * uploaded manuscripts for the data export, and what closing the account erases.
 */

/** The researcher's order forms (with their price quote, when one was generated), oldest first. */
export async function orderFormsForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    orderForms,
    userId,
    {
      identity: orderForms.identity,
      status: orderForms.status,
      currentStep: orderForms.currentStep,
      projectTitle: orderForms.projectTitle,
      journalName: orderForms.journalName,
      journalUrl: orderForms.journalUrl,
      wordCount: orderForms.wordCount,
      selections: orderForms.selections,
      deliveryTier: orderForms.deliveryTier,
      styleOfEnglish: orderForms.styleOfEnglish,
      currencyIso: orderForms.currencyIso,
      promotionalCode: orderForms.promotionalCode,
      answers: orderForms.answers,
      bundleAnswers: orderForms.bundleAnswers,
      referralEmails: orderForms.referralEmails,
      estimateId: orderForms.estimateId,
      quote: orderForms.quote,
      createdAt: orderForms.createdAt,
      updatedAt: orderForms.updatedAt,
    },
    [orderForms.createdAt, orderForms.id],
  );
}

/** The files uploaded onto the researcher's order forms, oldest first, with where their bytes are stored. */
export async function uploadedFilesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      identity: orderFormFiles.identity,
      orderFormIdentity: orderForms.identity,
      kind: orderFormFiles.kind,
      originalName: orderFormFiles.originalName,
      storedName: orderFormFiles.storedName,
      contentType: orderFormFiles.contentType,
      size: orderFormFiles.size,
      sha256: orderFormFiles.sha256,
      wordCount: orderFormFiles.wordCount,
      expired: orderFormFiles.expired,
      createdAt: orderFormFiles.createdAt,
    })
    .from(orderFormFiles)
    .innerJoin(orderForms, eq(orderForms.id, orderFormFiles.orderFormId))
    .where(eq(orderForms.userId, userId))
    .orderBy(asc(orderFormFiles.createdAt), asc(orderFormFiles.id));
}

/**
 * Closing an account: the uploaded files' rows go (answered: their stored names, for the caller to delete
 * the bytes once this commits), and every form loses what its author typed. A form an order was placed from
 * stays, as the order's origin; an unfinished one is abandoned.
 */
export async function eraseOrderFormPersonalData(tx: DbOrTx, userId: number): Promise<string[]> {
  const ownForms = tx.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.userId, userId));
  const removed = await tx
    .delete(orderFormFiles)
    .where(inArray(orderFormFiles.orderFormId, ownForms))
    .returning({ storedName: orderFormFiles.storedName });
  const erased = {
    projectTitle: null,
    journalName: null,
    journalUrl: null,
    answers: {},
    bundleAnswers: {},
    referralEmails: [],
    anonymousTokenHash: null,
    status: sql<'abandoned' | 'converted'>`case when ${orderForms.status} = 'converted' then 'converted' else 'abandoned' end`,
    version: sql`${orderForms.version} + 1`,
    updatedAt: new Date(),
  };
  await tx.update(orderForms).set(erased).where(eq(orderForms.userId, userId));
  return removed.map((row) => row.storedName);
}

export const orderFormPersonalData: TPersonalDataPart = {
  owner: 'order-form',
  tables: {
    order_forms: personalDataEntry(
      'what the researcher typed: manuscript title, journal, answers, referral addresses, price quotes',
      { file: 'order-forms.json, price-quotes.json' },
      { erased: 'emptied; an unfinished form is abandoned, one an order came from stays as its origin' },
    ),
    order_form_files: personalDataEntry(
      'the uploaded manuscripts, figures and tables (name, size, hash, word count)',
      { file: 'files.json and files/uploads/' },
      { erased: 'deleted, with the bytes' },
    ),
  },
  storedFiles: {
    'order_form_files.stored_name': personalDataEntry(
      'an uploaded manuscript, figure or table',
      { file: 'files/uploads/{form}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [forms, uploads] = await Promise.all([orderFormsForExport(db, user.id), uploadedFilesOf(db, user.id)]);
    const quotes = forms
      .filter((form) => form.quote !== null)
      .map((form) => ({ orderForm: form.identity, estimateId: form.estimateId, ...form.quote }));
    return {
      documents: [
        { path: 'price-quotes.json', content: quotes },
        { path: 'order-forms.json', content: forms.map(({ quote: _, ...form }) => form) },
      ],
      files: uploads.map(({ storedName, orderFormIdentity, ...file }) => ({
        folder: `files/uploads/${orderFormIdentity.slice(0, 8)}`,
        name: file.originalName,
        storedName,
        manifest: { source: 'upload', orderForm: orderFormIdentity, ...file },
      })),
    };
  },
  erase: (tx, user) => eraseOrderFormPersonalData(tx, user.id),
};

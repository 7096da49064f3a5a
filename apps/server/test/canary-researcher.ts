import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TApp } from '../src/app.ts';
import { placeTestOrder } from '../src/modules/orders/fixtures/checkout-fixtures.ts';
import { sendTestimonial } from '../src/modules/testimonials/fixtures/testimonial-photos.ts';
import type { Db } from '../src/platform/db.ts';
import { digitalDocuments, lockedTerms } from '../src/schema/digital-documents.ts';
import { languageAssessments } from '../src/schema/grammar-check.ts';
import { orders } from '../src/schema/orders.ts';
import { addressPayload, createSignedInUser, inChina } from './factories.ts';
import { GENERAL_FAPIAO, paidInvoice } from './fixtures/fapiao/fapiao-fixtures.ts';
import { orderFormClient } from './fixtures/order-form/test-client.ts';
import { inject } from './http.ts';

/**
 * A researcher in China whose data carries a canary: a token no other row holds, inside every text the portal
 * keeps for them (name, institution, addresses, order title, file names, locked term, testimonial, fapiao
 * organisation, referral code), and unique digits in their phone numbers. An answer to anyone else that holds
 * one of them leaked it, whatever route or field it came through.
 */
export async function canaryResearcher(app: TApp, db: Db, label: string) {
  const token = `Cny${label}${randomBytes(5).toString('hex')}`;
  const digits = String(10_000_000 + (randomBytes(4).readUInt32BE(0) % 89_999_999));
  // Fapiao organisations are Chinese names: their canary is the digits in Chinese numerals.
  const numerals = [...digits].map((d) => '〇一二三四五六七八九'[Number(d)]).join('');
  const phone = `+86 1${digits}`;
  const { user, session } = await createSignedInUser(app, db, {
    ...inChina(),
    firstName: `Ada${token}`,
    lastName: `Lovelace${token}`,
    institution: `Institute ${token}`,
    workplace: `Lab ${token}`,
    phoneNumber: phone,
    secondaryEmail: `${token.toLowerCase()}@second.example.test`,
    referralCode: token.toUpperCase(),
  });
  const address = await inject(app, {
    method: 'POST',
    url: '/api/account/addresses',
    session,
    body: addressPayload({
      name: `Addressee ${token}`,
      phone: `+1 734 ${digits.slice(0, 3)} ${digits.slice(3, 7)}`,
      organization: `Organisation ${token}`,
      address1: `${digits.slice(0, 3)} ${token} Street`,
      address2: `Suite ${token}`,
      city: `City${token}`,
    }),
  });
  const paid = await paidInvoice(db, user.id);
  const fapiao = await inject(app, {
    method: 'POST',
    url: '/api/fapiao',
    session,
    body: {
      ...GENERAL_FAPIAO,
      organizationName: `北京${numerals}研究所`,
      contactEmail: `${token.toLowerCase()}@fapiao.example.cn`,
      contactPhone: `13${digits.slice(0, 9).padEnd(9, '0')}`,
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    },
  });
  const placed = await placeTestOrder(db, user.id, { status: 'awaiting-payment', snapshot: { title: `Manuscript ${token}` } });
  await db
    .update(orders)
    .set({ title: `Manuscript ${token}` })
    .where(eq(orders.userId, user.id));
  const [lockedTerm] = await db
    .insert(lockedTerms)
    .values({ userId: user.id, term: `Gene${token}` })
    .returning();
  const stored = { userId: user.id, storedName: 'none', size: 1, sha256: '0', status: 'failed' as const };
  const [edit, translation] = await db
    .insert(digitalDocuments)
    .values([
      { ...stored, kind: 'edit', name: `${token}-edit.docx` },
      { ...stored, kind: 'translation', name: `${token}-tr.docx` },
    ])
    .returning();
  const [assessment] = await db
    .insert(languageAssessments)
    .values({ ...stored, name: `${token}-check.docx`, status: 'processing' })
    .returning();
  await sendTestimonial(app, session, `My testimonial ${token}: the edit was thorough.`);
  const dataExport = await inject(app, { method: 'POST', url: '/api/account/data-exports', session });
  const form = await orderFormClient(app).openWithManuscript({ session });
  return {
    user,
    session,
    /** What no answer to another researcher may hold. */
    canaries: [token, token.toLowerCase(), token.toUpperCase(), digits, numerals],
    ids: {
      identity: user.identity,
      addressId: String(address.json().address.id),
      fapiaoIdentity: String(fapiao.json().fapiao?.identity ?? 'none'),
      externalId: placed.externalId,
      invoiceNumber: placed.invoiceNumber,
      paymentId: String(placed.payment.id),
      receiptCode: placed.payment.receiptCode,
      orderFormId: form.id,
      lockedTermId: String(lockedTerm?.id),
      editIdentity: String(edit?.identity),
      translationIdentity: String(translation?.identity),
      assessmentIdentity: String(assessment?.identity),
      exportId: String(dataExport.json().dataExport.id),
    },
  };
}

export type TCanaryResearcher = Awaited<ReturnType<typeof canaryResearcher>>;

import { type TLocale, toLocale } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { Db } from '../../platform/db.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { emails } from '../../platform/tables.ts';
import type { TCatalogueService } from '../catalogue/service.ts';
import { fapiaoDocumentsOf, fapiaosForExport } from '../fapiao/personal-data.ts';
import { certificatesForExport, deliveredFilesOf, paymentProofsOf } from '../fulfilment/personal-data.ts';
import { createBillingDocuments } from '../invoices/documents.ts';
import { invoicesForExport } from '../invoices/personal-data.ts';
import { ledgerForExport } from '../ledger/personal-data.ts';
import { orderFormsForExport, uploadedFilesOf } from '../order-form/personal-data.ts';
import { ordersForExport } from '../orders/personal-data.ts';
import { paymentsForExport } from '../payments/personal-data.ts';
import { referralsForExport } from '../referrals/personal-data.ts';
import { rewardsForExport } from '../rewards/personal-data.ts';
import { linkedIdentitiesForExport } from '../social-sign-in/personal-data.ts';
import { testimonialPhotosOf, testimonialsForExport } from '../testimonials/personal-data.ts';
import { twoFactorForExport } from '../two-factor/personal-data.ts';
import { wechatIdentitiesForExport } from '../wechat-login/personal-data.ts';
import { addresses } from './table.ts';

/** What goes into a researcher's archive: JSON documents, their stored files, and PDFs rendered on the way. */
export type TArchivePlan = {
  locale: TLocale;
  documents: { path: string; content: unknown }[];
  files: { path: string; storedName: string }[];
  pdfs: { path: string; render: () => Promise<Buffer> }[];
};

export type TContentDeps = {
  db: Db;
  config: TConfig;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Testimonial photos are stored re-encoded as JPEG; the others are what the upload accepts. */
const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/** A name that is safe as one path segment of a zip entry in every unzip tool: no separators, no control characters. */
export function archiveNameOf(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return 'file';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}

/** Paths unique within the archive: a second `a.docx` in a folder becomes `a (2).docx`. */
function uniquePaths() {
  const taken = new Set<string>();
  return (folder: string, name: string): string => {
    const safe = archiveNameOf(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    for (let n = 1; ; n += 1) {
      const candidate = `${folder}/${n === 1 ? safe : `${stem} (${n})${extension}`}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}

async function profileOf(deps: TContentDeps, user: TUserRow) {
  const [country, group] = await Promise.all([
    deps.catalogue.findCountry(user.countryId),
    user.preferredGroupId ? deps.catalogue.findGroupById(deps.db, user.preferredGroupId) : undefined,
  ]);
  return {
    identity: user.identity,
    email: user.email,
    secondaryEmail: user.secondaryEmail,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    institution: user.institution,
    workplace: user.workplace,
    phoneNumber: user.phoneNumber,
    orcid: user.orcid,
    foundUs: user.foundUs,
    country: country?.iso ?? null,
    currency: user.currencyIso,
    language: user.language,
    localization: user.localization,
    marketingEmails: user.optinToMarketing,
    agreedToTermsAt: user.agreedToTosAt,
    preferredGroup: group?.code ?? null,
    referralCode: user.referralCode,
    totalRewardPoints: user.totalRewardPoints,
    customerSince: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** Reads everything the portal keeps about the researcher and lays out the archive. */
export async function planArchive(deps: TContentDeps, user: TUserRow): Promise<TArchivePlan> {
  const { db } = deps;
  const locale = toLocale(user.language);
  const [
    profile,
    addressRows,
    orderRows,
    invoiceRows,
    paymentRows,
    ledger,
    formRows,
    uploads,
    delivered,
    proofs,
    certificateRows,
    emailRows,
  ] = await Promise.all([
    profileOf(deps, user),
    db
      .select({
        label: addresses.label,
        name: addresses.name,
        organization: addresses.organization,
        address1: addresses.address1,
        address2: addresses.address2,
        city: addresses.city,
        state: addresses.state,
        zip: addresses.zip,
        countryId: addresses.countryId,
        phone: addresses.phone,
        createdAt: addresses.createdAt,
        updatedAt: addresses.updatedAt,
      })
      .from(addresses)
      .where(eq(addresses.userId, user.id))
      .orderBy(asc(addresses.id)),
    ordersForExport(db, user.id),
    invoicesForExport(db, user.id),
    paymentsForExport(db, user.id),
    ledgerForExport(db, user.id),
    orderFormsForExport(db, user.id),
    uploadedFilesOf(db, user.id),
    deliveredFilesOf(db, user.id),
    paymentProofsOf(db, user.id),
    certificatesForExport(db, user.id),
    db
      .select({ subject: emails.subject, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
      .from(emails)
      .where(eq(emails.to, user.email))
      .orderBy(asc(emails.id)),
  ]);

  const [rewards, referrals, fapiaoRows, fapiaoDocuments, testimonialRows, photos, openIdConnect, wechat, twoFactor] =
    await Promise.all([
      rewardsForExport(db, user.id),
      referralsForExport(db, user.id),
      fapiaosForExport(db, user.id),
      fapiaoDocumentsOf(db, user.id),
      testimonialsForExport(db, user.id),
      testimonialPhotosOf(db, user.id),
      linkedIdentitiesForExport(db, user.id),
      wechatIdentitiesForExport(db, user.id),
      twoFactorForExport(db, user.id),
    ]);
  const pathIn = uniquePaths();
  const fileEntries = [
    ...uploads.map(({ storedName, orderFormIdentity, ...file }) => ({
      storedName,
      manifest: { source: 'upload', orderForm: orderFormIdentity, ...file },
      path: pathIn(`files/uploads/${orderFormIdentity.slice(0, 8)}`, file.originalName),
    })),
    ...delivered.map(({ storedName, ...file }) => ({
      storedName,
      manifest: { source: 'delivered', ...file },
      path: pathIn(`files/delivered/${archiveNameOf(file.orderExternalId)}`, file.originalName),
    })),
    ...proofs.map(({ storedName, ...file }) => ({
      storedName,
      manifest: { source: 'payment-proof', ...file },
      path: pathIn(`files/payment-proofs/${archiveNameOf(file.orderExternalId)}`, file.originalName),
    })),
    ...fapiaoDocuments.map(({ storedName, ...fapiao }) => ({
      storedName,
      manifest: { source: 'fapiao', contentType: 'application/pdf', ...fapiao },
      path: pathIn('files/fapiaos', `${fapiao.number ?? fapiao.identity}.pdf`),
    })),
    ...photos.map(({ storedName, ...photo }) => ({
      storedName,
      manifest: { source: 'testimonial-photo', ...photo },
      path: pathIn('files/testimonials', `${photo.testimonial}${PHOTO_EXTENSIONS[photo.contentType ?? ''] ?? ''}`),
    })),
  ];

  const documents = createBillingDocuments({
    db,
    config: deps.config,
    paymentConfig: loadPaymentConfig(),
    catalogue: deps.catalogue,
    log: deps.log,
  });
  const pdfs = [
    ...invoiceRows.map((invoice) => ({
      path: pathIn('invoices', `${invoice.invoiceNumber}.pdf`),
      render: async () => (await documents.invoicePdf(user, invoice.invoiceNumber, locale)).pdf,
    })),
    ...ledger.prepayments.map((prepayment) => ({
      path: pathIn('retainer-invoices', `${prepayment.retainerInvoiceNumber}.pdf`),
      render: async () => (await documents.retainerInvoicePdf(user, prepayment.retainerInvoiceNumber, locale)).pdf,
    })),
  ];

  const quotes = formRows
    .filter((form) => form.quote !== null)
    .map((form) => ({ orderForm: form.identity, estimateId: form.estimateId, ...form.quote }));
  return {
    locale,
    documents: [
      { path: 'profile.json', content: profile },
      { path: 'addresses.json', content: addressRows },
      { path: 'orders.json', content: orderRows },
      { path: 'invoices.json', content: invoiceRows },
      { path: 'payments.json', content: paymentRows },
      { path: 'credits-and-prepayments.json', content: ledger },
      { path: 'price-quotes.json', content: quotes },
      { path: 'order-forms.json', content: formRows.map(({ quote: _, ...form }) => form) },
      { path: 'certificates.json', content: certificateRows },
      { path: 'emails.json', content: emailRows },
      { path: 'rewards.json', content: rewards },
      { path: 'referrals.json', content: referrals },
      { path: 'fapiaos.json', content: fapiaoRows },
      { path: 'testimonials.json', content: testimonialRows },
      { path: 'linked-accounts.json', content: { openIdConnect, wechat } },
      { path: 'two-factor.json', content: twoFactor },
      { path: 'files.json', content: fileEntries.map((entry) => ({ path: entry.path, ...entry.manifest })) },
    ],
    files: fileEntries.map(({ path, storedName }) => ({ path, storedName })),
    pdfs,
  };
}

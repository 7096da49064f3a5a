import path from 'node:path';
import {
  PROOF_OF_PAYMENT_EXTENSIONS,
  type TPaymentProof,
  type TPaymentProofsResponse,
  type TProofUploadResponse,
} from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { contentTypeOf } from '../../platform/file-types.ts';
import { queueEmail } from '../../platform/mail.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { receiveFile, storeUpload } from '../files/index.ts';
import { findInvoiceOfOrder, type TInvoiceRow } from '../invoices/index.ts';
import { findOrderForUser, type TOrderRow } from '../orders/index.ts';
import { proofReceivedForResearcher, proofReceivedForSupport } from './emails.ts';
import { preparePaymentProofsRead, readPaymentProofs } from './proofs-read.ts';
import { insertPaymentProof, listPaymentProofsOfOrder, type TPaymentProofJson, type TPaymentProofRow } from './repository.ts';

/** A proof is taken only while the order's payment is awaited (a bank transfer or boleto not yet received). */
export const PROOF_NOT_AWAITED = 'proof-of-payment-not-awaited';

const ALLOWED: readonly string[] = PROOF_OF_PAYMENT_EXTENSIONS;

function toProofView(row: TPaymentProofRow): TPaymentProof {
  return { identity: row.identity, name: row.originalName, size: row.size, uploadedAt: row.createdAt.toISOString() };
}

/** A proof of the list read (proofs-read.ts): its time decoded as drizzle decodes the column, then written as above. */
function toProofViewOfJson(proof: TPaymentProofJson): TPaymentProof {
  return { identity: proof.identity, name: proof.name, size: proof.size, uploadedAt: new Date(proof.uploadedAt).toISOString() };
}

/** Awaited: the first invoice is unpaid with a balance, or without an invoice, the order awaits its payment. */
function isAwaitingPaymentOf(orderStatus: string, invoice: Pick<TInvoiceRow, 'status' | 'balance'> | null): boolean {
  return invoice ? invoice.status === 'unpaid' && invoice.balance > 0 : orderStatus === 'awaiting-payment';
}

/** "1.2 MB", for the support team's e-mail. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/**
 * Proofs of payment (the support page /support/index/submission/{externalId}/type/proof-of-payment): a
 * researcher whose order awaits a bank transfer sends the receipt; the support team is told by e-mail and
 * sees it with the order, and may release the files before the money is matched.
 */
export function createPaymentProofService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'publicUrl' | 'supportEmail'>;
  storage: TStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, config, storage, log } = deps;
  const tempDir = path.join(config.dataDir, 'uploads-in-progress');
  const siteUrl = config.publicUrl.replace(/\/+$/, '');
  const proofsRead = preparePaymentProofsRead(db);

  async function awaitingPayment(dbx: DbOrTx, order: TOrderRow) {
    const invoice = await findInvoiceOfOrder(dbx, order.id);
    return { isAwaiting: isAwaitingPaymentOf(order.status, invoice ?? null), invoiceNumber: invoice?.invoiceNumber ?? null };
  }

  return {
    /** GET /api/order/{externalId}/proof-of-payment: one statement with the session (proofs-read.ts). */
    async list(request: FastifyRequest, externalId: string): Promise<TPaymentProofsResponse> {
      const { order, invoice, proofs } = await readPaymentProofs(proofsRead, request, externalId);
      return {
        externalId: order.externalId,
        title: order.title,
        isAwaitingPayment: isAwaitingPaymentOf(order.status, invoice),
        proofs: proofs.map(toProofViewOfJson),
      };
    },

    /**
     * Stores one proof: whose order and whether its payment is awaited are checked before the body is read;
     * the file is checked like every upload (type by extension and content, size, a .docx's archive). The row
     * and both e-mails are written in one transaction; a refused file leaves nothing behind.
     */
    async upload(request: FastifyRequest, externalId: string): Promise<TProofUploadResponse> {
      const auth = requireAuth(request);
      const order = await findOrderForUser(db, auth.user.id, externalId);
      const { isAwaiting, invoiceNumber } = await awaitingPayment(db, order);
      if (!isAwaiting) throw new AppError(409, PROOF_NOT_AWAITED);
      const upload = await receiveFile(request, tempDir, (extension) => ALLOWED.includes(extension));
      const user = auth.user;
      const row = await storeUpload({ storage, log }, upload, {
        record: (storedName) =>
          db.transaction(async (tx) => {
            const proof = await insertPaymentProof(tx, {
              orderId: order.id,
              userId: user.id,
              originalName: upload.fileName,
              storedName,
              contentType: contentTypeOf(upload.fileName),
              size: upload.size,
              sha256: upload.sha256,
            });
            const mailOrder = { externalId: order.externalId, title: order.title };
            await queueEmail(
              tx,
              proofReceivedForSupport({
                supportEmail: config.supportEmail,
                siteUrl,
                user,
                order: mailOrder,
                invoiceNumber,
                fileName: upload.fileName,
                size: sizeText(upload.size),
              }),
            );
            await queueEmail(tx, proofReceivedForResearcher({ siteUrl, user, order: mailOrder, fileName: upload.fileName }));
            return proof;
          }),
      });
      const proofs = await listPaymentProofsOfOrder(db, order.id);
      return { proof: toProofView(row), proofs: proofs.map(toProofView) };
    },
  };
}

export type TPaymentProofService = ReturnType<typeof createPaymentProofService>;

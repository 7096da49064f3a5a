import { randomBytes } from 'node:crypto';

/** A payment's receipt code: the reference the payer, the provider and the pages know it by. */
export function newReceiptCode(): string {
  return `R${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;
}

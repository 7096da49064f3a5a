import { randomUUID } from 'node:crypto';

/** `ab/ab12…`: a random UUID behind its own first two characters, so that no folder or key prefix grows too large. */
const STORED_NAME = /^([0-9a-f]{2})\/\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new name for a stored file; every adapter stores under such names and accepts only them back. */
export function newStoredName(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

import { createHash } from 'node:crypto';

/** Statements with more parameters than this (long IN lists) vary too much in shape to be worth keeping. */
export const MAX_PREPARED_PARAMETERS = 64;
const MAX_STATEMENT_NAMES = 5_000;
const statementNames = new Map<string, string>();

/** A stable name for a statement's text (both engines), so that each connection parses and plans it once. */
export function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

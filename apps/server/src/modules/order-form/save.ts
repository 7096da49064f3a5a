import type { TOrderForm } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TOrderFormDeps } from './deps.ts';
import type { TEnvironment, TEnvironments } from './environment.ts';
import { evaluateForm, type TEvaluation } from './evaluation.ts';
import type { TFormAccess, TFormReadOf, TRequester } from './form-access.ts';
import type { TFormViews } from './form-view.ts';
import type { TOrderFormFileRow, TOrderFormPatch, TOrderFormRow } from './repository.ts';
import * as repository from './repository.ts';

// The save every step makes (mutate): optimistic, on the version read, then locked.

type TChange<T> = { patch: TOrderFormPatch; result?: T };
type TChangeInput = {
  /** The database, or the transaction of a save that locked the form: reads during the change go through it. */
  dbx: DbOrTx;
  row: TOrderFormRow;
  files: readonly TOrderFormFileRow[];
  env: TEnvironment;
  evaluation: TEvaluation;
  requester: TRequester;
};

/** How many times a save tries without a lock before it locks the form (see mutate). */
const OPTIMISTIC_SAVES = 3;

export function createSave({
  db,
  catalogue,
  attachVisitorForm,
  readOwnedForm,
  environmentOf,
  viewOf,
}: TOrderFormDeps & TFormAccess & TEnvironments & TFormViews) {
  /**
   * Every save: read the form with its files (one statement, or the ownership check's read), compute the
   * change from it, then one conditional update on the version read, with no transaction. A save that
   * finds the version moved on (another save, a file added or removed: both bump it) starts again from a
   * new read; after OPTIMISTIC_SAVES such turns it locks the form instead (a transaction with `FOR UPDATE`),
   * so that every one of many concurrent saves lands, one after the other. A refusal (AppError) changes
   * nothing. The delivery tier is brought back to standard when the change made the chosen tier unavailable.
   */
  async function mutate<T = undefined>(
    requester: TRequester,
    identity: string,
    change: (input: TChangeInput) => Promise<TChange<T>> | TChange<T>,
  ): Promise<{ order: TOrderForm; row: TOrderFormRow; env: TEnvironment; result: T | undefined }> {
    await attachVisitorForm(requester);
    // The catalogue is read before any transaction: on PGlite's one connection a read outside the
    // transaction would wait for it.
    await Promise.all([catalogue.orderForm(), catalogue.catalogue()]);
    const saveOnce = async (dbx: DbOrTx, known: TFormReadOf | undefined) => {
      const { row: current, files } = known ?? (await readOwnedForm(requester, identity, { fresh: true, dbx }));
      const env = await environmentOf(dbx, current, requester);
      const evaluation = evaluateForm(current, env.context);
      const outcome = await change({ dbx, row: current, files, env, evaluation, requester });
      const next = { ...current, ...outcome.patch };
      const nextEnv = outcome.patch.promotionalCode !== undefined ? await environmentOf(dbx, next, requester) : env;
      const tier = evaluateForm(next, nextEnv.context).tier;
      const row = await repository.updateForm(dbx, current.id, current.version, { ...outcome.patch, deliveryTier: tier });
      return row ? { row, files, result: outcome.result } : null;
    };
    let saved: Awaited<ReturnType<typeof saveOnce>> = null;
    for (let attempt = 1; !saved && attempt <= OPTIMISTIC_SAVES; attempt++) {
      saved = await saveOnce(db, attempt === 1 ? await readOwnedForm(requester, identity) : undefined);
    }
    saved ??= await db.transaction(async (tx) => {
      const locked = await readOwnedForm(requester, identity, { fresh: true, dbx: tx, forUpdate: true });
      return saveOnce(tx, locked);
    });
    if (!saved) throw new AppError(409, 'order-form-changed');
    const env = await environmentOf(db, saved.row, requester);
    return { order: await viewOf(db, saved.row, requester, env, saved.files), row: saved.row, env, result: saved.result };
  }

  return { mutate };
}

export type TSave = ReturnType<typeof createSave>;

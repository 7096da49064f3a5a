import type { TOrderForm, TStepName } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TOrderFormContext } from './context.ts';
import type { TRequester } from './form-access.ts';
import type { TOrderFormFileRow } from './repository.ts';
import * as repository from './repository.ts';
import { isStepComplete, listOf } from './step-rules.ts';

// Opening the form (a new one or the unfinished one), loading it, resetting it, moving between its steps.

export const CONTINUING_WARNING = 'continuing-previous-submission';

export function createFormLifecycle({ db, attachVisitorForm, findOpenFormOf, readOwnedForm, viewOf, mutate }: TOrderFormContext) {
  return {
    /** GET /api/order-form/new: the requester's unfinished form, or a new one. */
    async openForm(requester: TRequester): Promise<{ order: TOrderForm; warning: string | null }> {
      await attachVisitorForm(requester);
      let row = await findOpenFormOf(db, requester);
      const isResumed = row !== undefined;
      let files: TOrderFormFileRow[] | undefined;
      if (!row) {
        const owner = requester.auth
          ? { userId: requester.auth.user.id }
          : requester.visitorHash
            ? { anonymousTokenHash: requester.visitorHash }
            : null;
        if (!owner) throw AppError.notFound();
        const inserted = await repository.insertOpenForm(db, owner);
        // A form this request inserted has no files yet; one another request opened first is read with its files.
        if (inserted) files = [];
        row = inserted ?? (await findOpenFormOf(db, requester));
        if (!row) throw new AppError(409, 'order-form-changed');
      }
      return {
        order: await viewOf(db, row, requester, undefined, files),
        warning: isResumed && row.currentStep !== 'get-started' ? CONTINUING_WARNING : null,
      };
    },

    async loadCurrent(requester: TRequester) {
      await attachVisitorForm(requester);
      const row = await findOpenFormOf(db, requester);
      if (!row) throw AppError.notFound();
      return { order: await viewOf(db, row, requester), warning: row.currentStep !== 'get-started' ? CONTINUING_WARNING : null };
    },

    async loadById(requester: TRequester, identity: string) {
      await attachVisitorForm(requester);
      const { row, files } = await readOwnedForm(requester, identity);
      return {
        order: await viewOf(db, row, requester, undefined, files),
        warning: row.currentStep !== 'get-started' ? CONTINUING_WARNING : null,
      };
    },

    /** POST /api/order-form/reset: the unfinished form is abandoned (kept for the record, never shown again). */
    async reset(requester: TRequester): Promise<void> {
      await attachVisitorForm(requester);
      await db.transaction(async (tx) => {
        const row = await findOpenFormOf(tx, requester);
        if (row) await repository.abandonForm(tx, row.id);
      });
    },

    /** Back to any step reached so far; forward one step when the current one is complete. */
    saveStep(requester: TRequester, identity: string, step: TStepName) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const { list } = listOf(row, env.catalogue);
        const target = list.indexOf(step);
        const current = list.indexOf(row.currentStep as TStepName);
        const canMoveForward =
          target === current + 1 && isStepComplete(row.currentStep as TStepName, row, evaluation, env.catalogue);
        if (target === -1 || step === 'price-quote-completed' || (target > current && !canMoveForward)) {
          throw new AppError(409, 'step-not-available');
        }
        return { patch: { currentStep: step } };
      });
    },
  };
}

import type { TOrderForm } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import type { TEnvironment, TEnvironments } from './environment.ts';
import { evaluateForm } from './evaluation.ts';
import type { TRequester } from './form-access.ts';
import type { TOrderFormFileRow, TOrderFormRow } from './repository.ts';
import * as repository from './repository.ts';
import { toOrderForm } from './view.ts';

// The ZOrderForm payload of a form: priced now, in the requester's language.

export function createFormViews({ environmentOf }: TEnvironments) {
  async function duplicateOf(dbx: DbOrTx, row: TOrderFormRow) {
    if (!row.duplicateOrderExternalId || row.userId === null) return null;
    const order = await repository.findPlacedOrderByExternalId(dbx, row.userId, row.duplicateOrderExternalId);
    return order ? { externalId: order.externalId, title: order.title, date: order.createdAt.toISOString() } : null;
  }

  async function viewOf(
    dbx: DbOrTx,
    row: TOrderFormRow,
    requester: TRequester,
    env?: TEnvironment,
    knownFiles?: TOrderFormFileRow[],
  ): Promise<TOrderForm> {
    const environment = env ?? (await environmentOf(dbx, row, requester));
    const [files, duplicateOrder] = await Promise.all([knownFiles ?? repository.listFiles(dbx, row.id), duplicateOf(dbx, row)]);
    return toOrderForm({
      row,
      files,
      evaluation: evaluateForm(row, environment.context),
      context: environment.context,
      language: requester.language,
      currency: environment.currency,
      hasChosenCurrency: environment.hasChosenCurrency,
      discountSources: environment.discountSources,
      duplicateOrder,
    });
  }

  return { viewOf };
}

export type TFormViews = ReturnType<typeof createFormViews>;

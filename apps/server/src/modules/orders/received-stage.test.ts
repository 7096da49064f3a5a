import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { currencyRow, orderSnapshot, placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { orderStageEvents } from '../../schema/fulfilment.ts';
import { placeOrder } from './service.ts';

describe.each(BACKENDS)('the received stage on %s', (backend) => {
  const t = withTestApp(backend);

  it('starts the timeline of a placed order with one received event, and a repeated placement adds none', async () => {
    const user = await createUser(t.db);
    const placed = await placeTestOrder(t.db, user.id);
    const currency = await currencyRow(t.db, 'USD');
    const again = await t.db.transaction(async (tx) =>
      placeOrder(tx, {
        userId: user.id,
        orderFormId: placed.formId,
        snapshot: orderSnapshot(),
        currency,
        paymentId: placed.payment.id,
        receiptCode: placed.payment.receiptCode,
        status: 'placed',
      }),
    );
    expect(again).toMatchObject({ orderId: placed.orderId, created: false });
    const events = await t.db.select().from(orderStageEvents).where(eq(orderStageEvents.orderId, placed.orderId));
    expect(events.map((e) => ({ stage: e.stage, actorId: e.actorId }))).toEqual([{ stage: 'received', actorId: null }]);
  });
});

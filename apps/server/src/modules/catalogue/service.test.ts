import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { createCatalogueService } from './service.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue service on the embedded database', () => {
  it('answers inside an open transaction after its cache has gone stale (no single-connection deadlock)', async () => {
    const { db, close } = await createTestApp('pglite');
    try {
      const catalogue = createCatalogueService(db);
      await catalogue.warmUp();
      vi.useFakeTimers({ now: Date.now() + 5 * 60_000, toFake: ['Date'] });
      const result = await Promise.race([
        db.transaction(async () => {
          const [currency, orderForm] = await Promise.all([catalogue.findCurrency('USD'), catalogue.orderForm()]);
          return { currency, hasServices: orderForm !== undefined };
        }),
        new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 5_000)),
      ]);
      expect(result).not.toBe('timed out');
      expect(result).toMatchObject({ currency: { isoCode: 'USD' }, hasServices: true });
    } finally {
      await close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { BACKENDS, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import {
  activeEditingPurchase,
  digitalEditingAccess,
  grantDigitalPurchase,
  returnTranslationUse,
  spendTranslationUse,
} from './access.ts';

describe.each(BACKENDS)('digital purchase access (%s)', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 60_000);
  afterAll(async () => t?.close());

  it('finds an active editing subscription and none once it has ended', async () => {
    const user = await createUser(t.db);
    expect(await activeEditingPurchase(t.db, user.id)).toBeNull();
    const granted = await grantDigitalPurchase(t.db, { userId: user.id, type: 'editing', days: 1 });
    expect((await activeEditingPurchase(t.db, user.id))?.id).toBe(granted.id);
    expect(await activeEditingPurchase(t.db, user.id, new Date(Date.now() + 2 * 86_400_000))).toBeNull();
  });

  it('spends the last use once when two submissions race, and only for a covered language', async () => {
    const user = await createUser(t.db);
    const pack = await grantDigitalPurchase(t.db, {
      userId: user.id,
      type: 'translation',
      uses: 1,
      languages: ['spanish-to-english'],
    });
    expect(await spendTranslationUse(t.db, user.id, 'chinese-to-english')).toBeNull();
    const results = await Promise.all([
      t.db.transaction((tx) => spendTranslationUse(tx, user.id, 'spanish-to-english')),
      t.db.transaction((tx) => spendTranslationUse(tx, user.id, 'spanish-to-english')),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results.find((r) => r !== null)?.usesRemaining).toBe(0);
    await returnTranslationUse(t.db, pack.id);
    expect((await spendTranslationUse(t.db, user.id, 'spanish-to-english'))?.usesRemaining).toBe(0);
  });

  it('names the editing access: a paid subscription before a trial, none once it has ended', async () => {
    const user = await createUser(t.db);
    expect(await digitalEditingAccess(t.db, user.id)).toBe('none');
    await grantDigitalPurchase(t.db, { userId: user.id, type: 'editing', source: 'trial', days: 7 });
    expect(await digitalEditingAccess(t.db, user.id)).toBe('trial');
    await grantDigitalPurchase(t.db, { userId: user.id, type: 'editing', days: 30 });
    expect(await digitalEditingAccess(t.db, user.id)).toBe('digital-purchase');
    expect(await digitalEditingAccess(t.db, user.id, new Date(Date.now() + 40 * 86_400_000))).toBe('none');
  });
});

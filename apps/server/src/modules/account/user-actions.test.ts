import { ZAccountResponse, ZPreferredGroupResponse, ZUserResponse, ZWfoeAcceptedResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { preferredGroups } from '../../schema/catalogue.ts';
import { orders } from '../../schema/orders.ts';

async function accountOf(app: TApp, session: string) {
  const { user } = ZAccountResponse.parse((await inject(app, { url: '/api/account', session })).json());
  if (!user.loggedIn) throw new Error('not signed in');
  return user;
}

describe.each(BACKENDS)('order count on %s', (backend) => {
  const t = withTestApp(backend);

  it('counts the orders of the signed-in user only', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const other = await createUser(t.db);
    await t.db.insert(orders).values([
      { externalId: `T-${user.id}-1`, userId: user.id, title: 'First manuscript', status: 'Completed' },
      { externalId: `T-${user.id}-2`, userId: user.id, title: 'Second manuscript', status: 'In Progress' },
      { externalId: `T-${other.id}-1`, userId: other.id, title: 'Someone else’s', status: 'Completed' },
    ]);
    const response = await inject(t.app, { url: `/api/users/${user.identity}/order-count`, session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ numberOfOrders: 2 });
  });

  it('answers 404 for another user’s order count', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const other = await createUser(t.db);
    const response = await inject(t.app, { url: `/api/users/${other.identity}/order-count`, session });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
  });
});

describe.each(BACKENDS)('preferred group on %s', (backend) => {
  const t = withTestApp(backend);

  const joinGroup = (identity: string, session: string, groupCode: string) =>
    inject(t.app, { method: 'POST', url: `/api/users/${identity}/preferred-group`, session, body: { groupCode } });

  it('joins a group by its code in any letter case and shows it on the account', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await joinGroup(user.identity, session, ' univ10 ');
    expect(response.statusCode).toBe(200);
    const body = ZPreferredGroupResponse.parse(response.json());
    expect(body.error).toBeNull();
    expect(body.preferredGroup).toMatchObject({ code: 'UNIV10', discount: 10, percentageDiscount: true, discountUsed: false });
    expect((await accountOf(t.app, session)).preferredGroup?.code).toBe('UNIV10');
  });

  it("names the group and greets its members in the page's language, in English where a translation is empty", async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const joined = await inject(t.app, {
      method: 'POST',
      url: `/api/users/${user.identity}/preferred-group`,
      session,
      body: { groupCode: 'UNIV10' },
      headers: { 'x-page-language': 'ja_JP' },
    });
    expect(ZPreferredGroupResponse.parse(joined.json()).preferredGroup).toMatchObject({
      name: '大学パートナープログラム',
      greetingText: '大学パートナープログラム会員の皆様、ようこそ。すべてのご注文が10%割引になります。',
    });
    const groupIn = async (language: string) => {
      const response = await inject(t.app, { url: '/api/account', session, headers: { 'x-page-language': language } });
      const account = ZAccountResponse.parse(response.json()).user;
      return account.loggedIn ? account.preferredGroup : null;
    };
    expect(await groupIn('zh_CN')).toMatchObject({
      name: '高校合作计划',
      greetingText: '欢迎您，高校合作计划成员：每笔订单均享九折优惠。',
    });
    expect((await groupIn('es_ES'))?.greetingText).toContain('10 % de descuento');
    expect((await groupIn('pt_BR'))?.name).toBe('Programa de Parceria Universitária');
    expect((await groupIn('en_US'))?.greetingText).toBe('Welcome, University Partner Programme member: 10% off every order.');

    await t.db
      .update(preferredGroups)
      .set({ greeting: { en: 'Welcome aboard.', zh: '', ja: '', pt: '', es: '' } })
      .where(eq(preferredGroups.code, 'SOCIETY'));
    await joinGroup(user.identity, session, 'SOCIETY');
    const society = await inject(t.app, {
      method: 'POST',
      url: `/api/users/${user.identity}/preferred-group`,
      session,
      body: { groupCode: 'SOCIETY' },
      headers: { 'x-page-language': 'ja_JP' },
    });
    expect(ZPreferredGroupResponse.parse(society.json()).preferredGroup).toMatchObject({
      name: '学会会員',
      greetingText: 'Welcome aboard.',
    });
  });

  it('refuses an unknown code with 422 preferred-group-code-unknown and keeps the current group', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await joinGroup(user.identity, session, 'UNIV10');
    const response = await joinGroup(user.identity, session, 'NO-SUCH-GROUP');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'preferred-group-code-unknown' });
    expect((await accountOf(t.app, session)).preferredGroup?.code).toBe('UNIV10');
  });

  it('refuses an empty code with group-code-required', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await joinGroup(user.identity, session, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation-error', fieldErrors: { groupCode: 'group-code-required' } });
  });

  it('leaves the group', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await joinGroup(user.identity, session, 'SOCIETY');
    const response = await inject(t.app, { method: 'DELETE', url: `/api/users/${user.identity}/preferred-group`, session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: null, preferredGroup: null });
    expect((await accountOf(t.app, session)).preferredGroup).toBeNull();
  });

  it('answers 404 when joining a group for another user', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const other = await createUser(t.db);
    const response = await joinGroup(other.identity, session, 'UNIV10');
    expect(response.statusCode).toBe(404);
  });
});

describe.each(BACKENDS)('check-spam message and migration terms on %s', (backend) => {
  const t = withTestApp(backend);

  it('hides the check-spam message for good', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    expect((await accountOf(t.app, session)).showCheckSpamMessage).toBe(true);
    const response = await inject(t.app, { method: 'PUT', url: `/api/users/${user.identity}/hide-check-spam-message`, session });
    expect(response.statusCode).toBe(200);
    expect(ZUserResponse.parse(response.json()).user.showCheckSpamMessage).toBe(false);
    expect((await accountOf(t.app, session)).showCheckSpamMessage).toBe(false);
  });

  it('records the acceptance of the migration terms for a user in the migrating group', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { wfoeInMigratingGroup: true });
    const response = await inject(t.app, { method: 'PUT', url: `/api/users/${user.identity}/wfoe-tos-accepted`, session });
    expect(response.statusCode).toBe(200);
    const { wfoeMigrationStatus } = ZWfoeAcceptedResponse.parse(response.json());
    expect(wfoeMigrationStatus).toMatchObject({
      inMigratingGroup: true,
      acceptedTermsOfService: true,
      optedIn: true,
      migrated: false,
    });
    expect((await accountOf(t.app, session)).wfoeMigrationStatus.acceptedTermsOfService).toBe(true);
  });

  it('answers 409 to a user outside the migrating group and records nothing', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, { method: 'PUT', url: `/api/users/${user.identity}/wfoe-tos-accepted`, session });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'wfoe-not-in-migrating-group' });
    expect((await accountOf(t.app, session)).wfoeMigrationStatus.acceptedTermsOfService).toBe(false);
  });
});

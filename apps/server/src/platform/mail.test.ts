import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, emailsTo } from '../../test/factories.ts';
import { inject } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { jobs } from '../schema/platform.ts';

describe.each(BACKENDS)('e-mail delivery on %s', (backend) => {
  const t = withTestApp(backend);

  it('moves a queued e-mail to the outbox when no SMTP server is configured', async () => {
    const user = await createUser(t.db);
    await inject(t.app, { method: 'POST', url: '/api/auth/request-password-reset', body: { email: user.email } });
    expect((await emailsTo(t.db, user.email)).map((e) => e.status)).toEqual(['pending']);

    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);

    const [email] = await emailsTo(t.db, user.email);
    expect(email?.status).toBe('outbox');
    expect(email?.sentAt).toBeNull();
    const deliveries = await t.db.select().from(jobs).where(eq(jobs.kind, 'deliver-email'));
    expect(deliveries.map((job) => job.status)).toEqual(deliveries.map(() => 'done'));
    expect(await t.app.jobs.drain()).toBe(0);
  });
});

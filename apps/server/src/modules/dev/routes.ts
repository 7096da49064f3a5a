import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { emails } from '../../schema/platform.ts';

/**
 * The development mailbox: every stored e-mail, newest first, password-reset links included. Registered only
 * outside production, and answered only to this machine unless MAILBOX_ALLOW_REMOTE (or SANDBOX_ALLOW_REMOTE)
 * says otherwise: its routes are `development` in route-access.ts, which refuses other clients.
 */
export function devMailboxRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/mailbox.json', async () => {
      const rows = await db.select().from(emails).orderBy(desc(emails.id)).limit(100);
      return { emails: rows };
    });

    app.get('/dev/mailbox', async (_request, reply) => {
      const rows = await db.select().from(emails).orderBy(desc(emails.id)).limit(100);
      const items = rows
        .map(
          (e) => `<article class="mail" data-to="${escapeHtml(e.to)}">
  <header><h2>${escapeHtml(e.subject)}</h2><p>To <strong>${escapeHtml(e.to)}</strong> · ${e.createdAt.toISOString()} · ${e.status}</p></header>
  <div class="body">${e.html}</div>
</article>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}
.mail{border:1px solid #d9e2ec;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}.mail h2{margin:0;font-size:1.1rem}
.mail header p{margin:.25rem 0 0;color:#52606d;font-size:.85rem}</style></head>
<body><h1>Development mailbox</h1><p>E-mails the portal would have sent. Shown only outside production, when no SMTP server is configured.</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`;
    });
  };
}

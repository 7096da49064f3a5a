import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../platform/mail.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { sandboxLanguageOf, type TSandboxLanguage } from '../payments/sandbox-texts.ts';
import { newSandboxWeChatUser, SANDBOX_SCAN_PATH, SANDBOX_WECHAT_USERS } from './sandbox-provider.ts';
import { WECHAT_SANDBOX_TEXTS } from './sandbox-texts.ts';
import type { TWeChatProfile, TWeChatScanEvents } from './wechat-provider.ts';

const ZTicket = z.string().min(1).max(100);
const ZScanQuery = z.object({ ticket: ZTicket, locale: z.string().max(10).optional() });
const ZDecisionBody = z.object({
  ticket: ZTicket,
  openid: z.string().max(64).optional(),
  decision: z.enum(['confirm', 'refuse']),
  locale: z.string().max(10).optional(),
});

const NEW_USER_OPENID = /^sandbox-openid-[0-9a-f]{12}$/;

/** A sandbox WeChat user by openid: one of the fixed ones, or a new one the page offered. */
function profileOf(openid: string | undefined): TWeChatProfile | null {
  if (!openid) return null;
  const known = SANDBOX_WECHAT_USERS.find((user) => user.openid === openid);
  if (known) return known;
  return NEW_USER_OPENID.test(openid) ? { openid, unionid: null, nickname: `微信用户 ${openid.slice(15, 19)}` } : null;
}

function page(language: TSandboxLanguage, body: string): string {
  const t = WECHAT_SANDBOX_TEXTS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#ededed;color:#191919}header{background:#07c160;color:#fff;padding:12px 16px;font-weight:600}
main{max-width:420px;margin:auto;padding:16px}h1{font-size:20px;margin:8px 0 16px}fieldset{border:0;padding:0;margin:0 0 16px}legend{font-size:14px;color:#555;margin-bottom:8px}
label{display:flex;gap:10px;align-items:flex-start;background:#fff;border-radius:8px;padding:12px;margin-bottom:8px;cursor:pointer}label small{display:block;color:#666}
button{display:block;width:100%;margin-top:10px;padding:12px;font-size:17px;border-radius:8px;border:0;background:#07c160;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#191919;border:1px solid #ccc}:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}p.result{background:#fff;border-radius:8px;padding:16px}</style></head>
<body><header>${escapeHtml(t.title)}</header><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, language: TSandboxLanguage, body: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(language, body));
}

/**
 * The sandbox's phone: the page a scanned QR code opens. Opening it is the scan; the tester picks the WeChat
 * user the phone is signed in as and confirms or refuses, which WeChat would report to the portal.
 */
export function weChatSandboxPages(events: TWeChatScanEvents): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get(SANDBOX_SCAN_PATH, { schema: { querystring: ZScanQuery } }, async (request, reply) => {
      const language = sandboxLanguageOf(request.query.locale ?? requestLocale(request));
      const t = WECHAT_SANDBOX_TEXTS[language];
      const { ticket } = request.query;
      const found = await events.find(ticket);
      if (!found || !(await events.scanned(ticket)))
        return send(reply, language, `<p class="result">${escapeHtml(t.invalid)}</p>`, 404);
      const fresh = newSandboxWeChatUser();
      const choices = [
        { user: SANDBOX_WECHAT_USERS[0], note: t.linkedUser },
        { user: SANDBOX_WECHAT_USERS[1], note: t.otherUser },
        { user: fresh, note: t.newUser },
      ].filter((choice): choice is { user: TWeChatProfile; note: string } => choice.user !== undefined);
      const options = choices
        .map(
          ({ user, note }, index) =>
            `<label><input type="radio" name="openid" value="${escapeHtml(user.openid)}"${index === 0 ? ' checked' : ''}><span>${escapeHtml(user.nickname)}<small>${escapeHtml(note)}</small></span></label>`,
        )
        .join('');
      const question = found.purpose === 'link' ? t.linkQuestion : t.loginQuestion;
      const body = `<h1>${escapeHtml(question)}</h1><form method="post" action="${SANDBOX_SCAN_PATH}">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}"><input type="hidden" name="locale" value="${language}">
<fieldset><legend>${escapeHtml(t.chooseUser)}</legend>${options}</fieldset>
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${escapeHtml(t.refuse)}</button></form>`;
      return send(reply, language, body);
    });

    app.post(SANDBOX_SCAN_PATH, { schema: { body: ZDecisionBody } }, async (request, reply) => {
      const language = sandboxLanguageOf(request.body.locale ?? requestLocale(request));
      const t = WECHAT_SANDBOX_TEXTS[language];
      const { ticket, decision } = request.body;
      const profile = profileOf(request.body.openid);
      if (decision === 'confirm' && !profile) return send(reply, language, `<p class="result">${escapeHtml(t.invalid)}</p>`, 400);
      const isDecided =
        decision === 'confirm' && profile ? await events.confirmed(ticket, profile) : await events.refused(ticket);
      if (!isDecided) return send(reply, language, `<p class="result">${escapeHtml(t.invalid)}</p>`, 404);
      const result = decision === 'confirm' ? t.confirmed : t.refused;
      return send(reply, language, `<p class="result" role="status">${escapeHtml(result)}</p>`);
    });
  };
}

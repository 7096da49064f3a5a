import { randomBytes } from 'node:crypto';
import { isPaymentMethodId, PAYMENT_METHOD, PAYMENT_METHOD_RULES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { sandboxSessions } from '../../schema/payments.ts';
import type { TSandboxProvider } from './sandbox-gateway.ts';
import { SANDBOX_TEXTS, sandboxLanguageOf, type TSandboxLanguage } from './sandbox-texts.ts';
import { enqueueSandboxWebhook } from './sandbox-webhook-delivery.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function formatAmount(amount: number, currencyIso: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyIso });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currencyIso}`;
  }
}

function page(language: TSandboxLanguage, title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1f2933}main{max-width:480px;margin:auto}
label{display:block;margin:8px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #9aa5b1;border-radius:4px}
button{margin-top:12px;padding:10px 16px;font-size:16px;border-radius:4px;border:1px solid #334e68;background:#334e68;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#334e68}.error{color:#b91c1c;min-height:1.2em;margin-top:8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}</style>${head}</head>
<body><main>${body}</main></body></html>`;
}

/** The card form's document: its own style only (the shared sandbox style would give it another look). */
function cardFramePage(language: TSandboxLanguage, title: string, body: string, style: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${style}</head>
<body>${body}</body></html>`;
}

const ZLocaleQuery = z.object({ locale: z.string().max(10).optional() });
const ZCardFrameQuery = ZLocaleQuery.extend({ font: z.string().max(200).optional() });

/**
 * The typeface the embedding page asks the card form to use, as hosted card fields take the merchant's font:
 * one of the portal's own built font files (/assets/…woff2, same origin, so the frame's CSP allows it), else none.
 */
const FONT_FILE = /^\/assets\/[A-Za-z0-9._-]+\.woff2$/;

/**
 * The card form's look: the portal's field style (label above, 40 px field, 6 px corners, the focus ring) and,
 * when given, its typeface, so the frame reads as part of the payment form. It has no button: the page's
 * Complete Order asks it for the card (postMessage `card-tokenize`).
 */
function cardFrameStyle(font: string | undefined): string {
  const face =
    font && FONT_FILE.test(font)
      ? `@font-face{font-family:"Portal Sans";src:url("${font}") format("woff2");font-weight:100 900;font-display:swap}`
      : '';
  return `<style>${face}body{font-family:${face ? '"Portal Sans",' : ''}system-ui,sans-serif;margin:0;padding:2px 3px 0;color:#1f2933;background:transparent}
label{display:block;margin:0 0 4px;font-size:14px;font-weight:600}input{display:block;width:100%;box-sizing:border-box;min-height:40px;margin:0 0 16px;padding:8px 11px;font:inherit;font-size:16px;color:inherit;background:#fff;border:1px solid #d9e2ec;border-radius:6px}
input:focus{outline:none;border-color:#1c4e80;box-shadow:0 0 0 3px rgb(28 78 128 / 35%)}.row{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}.error{color:#b42318;font-size:14px;min-height:1.2em;margin:0}</style>`;
}
const ZTokenizeBody = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvv: z.string().max(6),
});
const ZSessionParams = z.object({ sessionId: z.string().min(1).max(100) });
const ZReceiptParams = z.object({ receiptCode: z.string().min(1).max(100) });
const ZDecisionBody = z.object({ decision: z.enum(['approve', 'decline']) });

/**
 * The sandbox provider's pages, served by the portal in development and tests: the hosted card form,
 * the redirect methods' checkout page and the boleto payment page.
 */
export function sandboxPages(db: Db, sandbox: TSandboxProvider): FastifyPluginAsyncZod {
  return async (app) => {
    // The provider's pages post plain HTML forms.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get(
      '/sandbox/card-frame',
      {
        schema: { querystring: ZCardFrameQuery },
        // The portal's payment page frames this page; its script carries a per-response nonce.
        onSend: async (_request, reply) => {
          const nonce = (reply.request as unknown as { cspNonce?: string }).cspNonce ?? '';
          reply.header('X-Frame-Options', 'SAMEORIGIN');
          reply.header(
            'Content-Security-Policy',
            `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'`,
          );
        },
      },
      async (request, reply) => {
        const language = sandboxLanguageOf(request.query.locale);
        const t = SANDBOX_TEXTS[language];
        const nonce = randomBytes(16).toString('base64');
        (request as unknown as { cspNonce?: string }).cspNonce = nonce;
        const messages = JSON.stringify({
          number: t.errorNumber,
          expiry: t.errorExpiry,
          cvv: t.errorCvv,
          network: t.errorNetwork,
        });
        const script = `<script nonce="${nonce}">(function(){
var messages=${messages.replace(/</g, '\\u003c')};var origin=window.location.origin;var busy=false;
var form=document.getElementById('card');var error=document.getElementById('error');
function tell(message){window.parent.postMessage(message,origin);}
function fail(key){error.textContent=messages[key]||messages.network;tell({type:'card-error',field:key});busy=false;}
function tokenize(){if(busy)return;busy=true;error.textContent='';
fetch('/sandbox/card/tokenize',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({number:form.number.value,expiry:form.expiry.value,cvv:form.cvv.value})})
.then(function(r){return r.json();}).then(function(result){if(result.error){fail(result.error);return;}
busy=false;tell({type:'card-nonce',nonce:result.nonce,brand:result.brand,lastFour:result.lastFour});})
.catch(function(){fail('network');});}
form.addEventListener('submit',function(e){e.preventDefault();tokenize();});
window.addEventListener('message',function(e){if(e.origin!==origin||!e.data)return;if(e.data.type==='card-tokenize')tokenize();});
function size(){tell({type:'card-frame-height',height:Math.ceil(document.documentElement.getBoundingClientRect().height)});}
tell({type:'card-frame-ready'});size();if(window.ResizeObserver)new ResizeObserver(size).observe(document.body);})();</script>`;
        // Only the card's fields: the page's Complete Order is the one action.
        const body = `<form id="card" novalidate>
<label for="number">${escapeHtml(t.cardNumber)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<div class="row"><div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required></div>
<div><label for="cvv">${escapeHtml(t.cvv)}</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<p id="error" class="error" role="alert" aria-live="polite"></p></form>${script}`;
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(cardFramePage(language, t.cardNumber, body, cardFrameStyle(request.query.font)));
      },
    );

    app.post('/sandbox/card/tokenize', { schema: { body: ZTokenizeBody } }, async (request, reply) => {
      const result = await sandbox.tokenizeCard(request.body);
      return reply
        .status('error' in result ? 400 : 200)
        .header('Cache-Control', 'no-store')
        .send(result);
    });

    const showCheckout = async (
      request: { params: { sessionId: string } } & Parameters<typeof requestLocale>[0],
      reply: import('fastify').FastifyReply,
    ) => {
      const locale = requestLocale(request);
      const language = sandboxLanguageOf(locale);
      const t = SANDBOX_TEXTS[language];
      const session = await sandbox.findSession(request.params.sessionId);
      if (!session)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page(language, t.notFound, `<p>${escapeHtml(t.notFound)}</p>`));
      const methodName = isPaymentMethodId(session.methodId)
        ? translate(locale, `payment-method-${PAYMENT_METHOD_RULES[session.methodId].key}`)
        : String(session.methodId);
      const action = `/sandbox/checkout/${encodeURIComponent(session.id)}/decision`;
      const details = `<h1>${escapeHtml(t.checkoutTitle)}</h1><dl><dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(methodName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(formatAmount(session.amount, session.currencyIso))}${session.installments ? ` (${session.installments}×)` : ''}</dd></dl>`;
      const controls =
        session.status === 'open'
          ? `<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button type="submit">${escapeHtml(t.approve)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><button type="submit" class="secondary">${escapeHtml(t.decline)}</button></form>`
          : `<p>${escapeHtml(t.decided)}</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(language, t.checkoutTitle, details + controls));
    };
    app.get('/sandbox/checkout/:sessionId', { schema: { params: ZSessionParams } }, showCheckout);
    // The local provider is entered by a form POST (redirectForm).
    app.post('/sandbox/checkout/:sessionId', { schema: { params: ZSessionParams } }, showCheckout);

    app.post(
      '/sandbox/checkout/:sessionId/decision',
      { schema: { params: ZSessionParams, body: ZDecisionBody } },
      async (request, reply) => {
        const session = await sandbox.findSession(request.params.sessionId);
        if (!session) return reply.status(404).send({ error: 'not-found' });
        const status = request.body.decision === 'approve' ? 'approved' : 'declined';
        await db.transaction(async (tx) => {
          const [decided] = await tx
            .update(sandboxSessions)
            .set({ status, decidedAt: new Date() })
            .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open')))
            .returning();
          if (!decided) return;
          await enqueueSandboxWebhook(tx, decided.webhookUrl, {
            id: `evt_${randomBytes(12).toString('base64url')}`,
            type: status === 'approved' ? 'payment.approved' : 'payment.declined',
            data: {
              sessionId: decided.id,
              reference: decided.reference,
              amount: decided.amount,
              currency: decided.currencyIso,
              ...(status === 'declined' ? { message: 'Processor Declined' } : {}),
            },
          });
        });
        return reply.redirect(session.returnUrl, 303);
      },
    );

    app.get('/sandbox/boleto/:receiptCode', { schema: { params: ZReceiptParams } }, async (request, reply) => {
      const locale = requestLocale(request);
      const language = sandboxLanguageOf(locale);
      const t = SANDBOX_TEXTS[language];
      const session = await sandbox.findSessionByReference(request.params.receiptCode);
      if (!session || session.methodId !== PAYMENT_METHOD.boleto) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page(language, t.notFound, `<p>${escapeHtml(t.notFound)}</p>`));
      }
      const details = `<h1>${escapeHtml(t.boletoTitle)}</h1><dl><dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(formatAmount(session.amount, session.currencyIso))}</dd></dl>`;
      const controls =
        session.status === 'open'
          ? `<form method="post" action="/sandbox/boleto/${encodeURIComponent(session.reference)}/pay"><button type="submit">${escapeHtml(t.markPaid)}</button></form>`
          : `<p>${escapeHtml(t.boletoPaid)}</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(language, t.boletoTitle, details + controls));
    });

    app.post('/sandbox/boleto/:receiptCode/pay', { schema: { params: ZReceiptParams } }, async (request, reply) => {
      const session = await sandbox.findSessionByReference(request.params.receiptCode);
      if (!session || session.methodId !== PAYMENT_METHOD.boleto) return reply.status(404).send({ error: 'not-found' });
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(sandboxSessions)
          .set({ status: 'approved', decidedAt: new Date() })
          .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open')))
          .returning();
        if (!paid) return;
        await enqueueSandboxWebhook(tx, paid.webhookUrl, {
          id: `evt_${randomBytes(12).toString('base64url')}`,
          type: 'payment.approved',
          data: { sessionId: paid.id, reference: paid.reference, amount: paid.amount, currency: paid.currencyIso },
        });
      });
      return reply.redirect(`/sandbox/boleto/${encodeURIComponent(session.reference)}`, 303);
    });
  };
}

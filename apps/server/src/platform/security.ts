import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing API calls: the web client always sends
 * X-Requested-With (a header a cross-site form cannot set without a CORS preflight we never
 * grant), and a browser's Origin, when present, must be this site.
 */
export function registerCsrfGuard(app: FastifyInstance, config: TConfig, exemptPrefixes: readonly string[] = []): void {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw AppError.forbidden();
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowedOrigins.has(origin)) throw AppError.forbidden();
    } else if (origin === 'null') {
      throw AppError.forbidden();
    }
  });
}

export function registerSecurityHeaders(app: FastifyInstance, config: TConfig, extraScriptOrigins: readonly string[]): void {
  const scriptSrc = ["'self'", ...extraScriptOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', csp);
    if (config.isSecureCookie) reply.header('Strict-Transport-Security', 'max-age=31536000');
  });
}

import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { TConfig } from '../config.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route registered for `methods` at `url` can change state through the API. */
export function isStateChangingApiRoute(method: string | string[], url: string): boolean {
  return url.startsWith('/api/') && [method].flat().some((m) => !SAFE_METHODS.has(m));
}

/**
 * CSRF defence for state-changing API calls: the web client always sends
 * X-Requested-With (a header a cross-site form cannot set without a CORS preflight we never
 * grant), and a browser's Origin, when present, must be this site. Attached to the routes that accept a
 * state-changing method as they are registered: reads pay nothing for it.
 */
export function registerCsrfGuard(app: FastifyInstance, config: TConfig, exemptPrefixes: readonly string[] = []): void {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  const guard: onRequestHookHandler = (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return done(AppError.forbidden());
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowedOrigins.has(origin)) return done(AppError.forbidden());
    } else if (origin === 'null') {
      return done(AppError.forbidden());
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!isStateChangingApiRoute(route.method, route.url)) return;
    if (exemptPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(guard);
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
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': csp,
    ...(config.isSecureCookie ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}

import type { FastifyInstance } from 'fastify';

const SENDABLE = /^[\x21-\x7e]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A redirect target as a Location header can carry it: characters outside visible ASCII (a path such as
 * `/cn/researcher?q=论文`, a space) percent-encoded as UTF-8, what is already percent-encoded kept as it is.
 */
export function sendableLocation(location: string): string {
  return location.replace(LONE_SURROGATE, '\ufffd').replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
}

/**
 * Every redirect's Location made sendable before the answer is written. Node refuses a header outside Latin-1
 * when the answer is written, after the error handler had its turn: unencoded, that redirect was a bare 500.
 */
export function registerLocationEncoding(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string' && !SENDABLE.test(location)) reply.header('location', sendableLocation(location));
    return payload;
  });
}

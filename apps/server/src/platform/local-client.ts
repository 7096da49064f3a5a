import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A client on this machine: the socket's own address is loopback (headers can be forged, the socket cannot),
 * and no proxy on this machine says it forwards someone else. The development mailbox and the sandbox
 * providers, which hand out sign-ins, reset links and approvals to whoever asks, answer only such a client.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const isLoopback = address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
  return isLoopback && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

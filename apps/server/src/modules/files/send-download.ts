import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.ts';

/** A stored file on its way to the browser: its bytes, real name, type and size. */
export type TDownload = { stream: Readable; fileName: string; contentType: string; size: number };

/** Streams a stored file as an attachment under its real name, never cached by anyone but the browser's user. */
export function sendDownload(reply: FastifyReply, download: TDownload) {
  return reply
    .header('Content-Type', download.contentType)
    .header('Content-Length', download.size)
    .header('Content-Disposition', contentDisposition('attachment', download.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(download.stream);
}

/**
 * A Content-Disposition header naming the file: an ASCII fallback for old clients and the exact
 * UTF-8 name as RFC 5987 `filename*`, which every current browser prefers.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const clean = fileName.replace(/[\p{Cc}]/gu, '');
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

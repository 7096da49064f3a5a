import type { FILE_KINDS } from '@portal/domain';

export type TFileKind = (typeof FILE_KINDS)[number];

const MANUSCRIPT_EXTENSIONS = ['doc', 'docx', 'pdf', 'tex', 'txt', 'rtf', 'odt', 'zip'] as const;
const FIGURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'tiff', 'eps', 'pdf', 'ppt', 'pptx'] as const;
const TABLE_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'csv', 'pdf'] as const;

/** The extensions each kind of file may have; references follow the kind they refer to. */
export const ALLOWED_EXTENSIONS: Record<TFileKind, readonly string[]> = {
  main: MANUSCRIPT_EXTENSIONS,
  'main-reference': MANUSCRIPT_EXTENSIONS,
  figure: FIGURE_EXTENSIONS,
  'figure-reference': FIGURE_EXTENSIONS,
  table: TABLE_EXTENSIONS,
  'table-reference': TABLE_EXTENSIONS,
};

/** How many leading bytes the content checks look at. */
export const HEAD_BYTES = 8192;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const TIFF_LITTLE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BIG = [0x4d, 0x4d, 0x00, 0x2a];
const BIGTIFF_LITTLE = [0x49, 0x49, 0x2b, 0x00];
const BIGTIFF_BIG = [0x4d, 0x4d, 0x00, 0x2b];
const EPS_BINARY = [0xc5, 0xd0, 0xd3, 0xc6];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return signature.length <= head.length && signature.every((byte, i) => head[i] === byte);
}

/** Readers accept a PDF whose header appears anywhere in its first kilobyte. */
function isPdf(head: Uint8Array): boolean {
  return Buffer.from(head.subarray(0, 1024)).includes('%PDF-');
}

const BINARY_SIGNATURES = [ZIP, OLE_COMPOUND, PNG, JPEG, TIFF_LITTLE, TIFF_BIG, EPS_BINARY];

/** Plain text (.txt, .tex, .csv): no NUL byte unless it is UTF-16 with a byte-order mark, and no known binary header. */
function isPlainText(head: Uint8Array): boolean {
  if (BINARY_SIGNATURES.some((signature) => startsWith(head, signature)) || isPdf(head)) return false;
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  return !head.includes(0);
}

const CONTENT_CHECKS: Record<string, (head: Uint8Array) => boolean> = {
  docx: (head) => startsWith(head, ZIP),
  xlsx: (head) => startsWith(head, ZIP),
  pptx: (head) => startsWith(head, ZIP),
  odt: (head) => startsWith(head, ZIP),
  zip: (head) => startsWith(head, ZIP),
  doc: (head) => startsWith(head, OLE_COMPOUND),
  xls: (head) => startsWith(head, OLE_COMPOUND),
  ppt: (head) => startsWith(head, OLE_COMPOUND),
  pdf: isPdf,
  png: (head) => startsWith(head, PNG),
  jpg: (head) => startsWith(head, JPEG),
  jpeg: (head) => startsWith(head, JPEG),
  tif: (head) => [TIFF_LITTLE, TIFF_BIG, BIGTIFF_LITTLE, BIGTIFF_BIG].some((signature) => startsWith(head, signature)),
  tiff: (head) => [TIFF_LITTLE, TIFF_BIG, BIGTIFF_LITTLE, BIGTIFF_BIG].some((signature) => startsWith(head, signature)),
  eps: (head) => startsWith(head, ascii('%!PS')) || startsWith(head, EPS_BINARY),
  rtf: (head) => startsWith(head, ascii('{\\rtf')),
  txt: isPlainText,
  tex: isPlainText,
  csv: isPlainText,
};

/** The lower-case extension of a client's file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isExtensionAllowed(kind: TFileKind, extension: string): boolean {
  return ALLOWED_EXTENSIONS[kind].includes(extension);
}

/** Whether the first bytes of a file are what its extension says it is. */
export function doesContentMatchExtension(extension: string, head: Uint8Array): boolean {
  return CONTENT_CHECKS[extension]?.(head) ?? false;
}

const CONTENT_TYPES: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  eps: 'application/postscript',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  tex: 'application/x-tex',
  csv: 'text/csv; charset=utf-8',
};

/** The Content-Type a download is served with, from the extension the upload was checked against. */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

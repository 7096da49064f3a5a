import { randomBytes } from 'node:crypto';

/**
 * What transport fuzzing sends besides well-typed JSON (src/transport-fuzz.test.ts): multipart bodies broken
 * in the ways a cut connection, a hand-made client or an attacker breaks them, content types that do not fit
 * the body, percent-encodings that do not decode, dates no database holds, and text outside Latin-1 where a
 * value may end up in a header.
 */
export type TBody = { name: string; contentType: string | undefined; payload: Buffer };
export type TField = { name: string; value: string };

const CRLF = '\r\n';
const DOCX_HEAD = Buffer.from('504b0304140006000800000021', 'hex');

/** A well-formed multipart body: the fields, then one file part. */
function formBody(boundary: string, fields: readonly TField[], file = DOCX_HEAD, fileName = 'paper.docx', eol = CRLF) {
  const chunks: Buffer[] = [];
  for (const field of fields) {
    chunks.push(
      Buffer.from(`--${boundary}${eol}Content-Disposition: form-data; name="${field.name}"${eol}${eol}${field.value}${eol}`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}${eol}Content-Disposition: form-data; name="file"; filename="${fileName}"${eol}Content-Type: application/octet-stream${eol}${eol}`,
    ),
    file,
    Buffer.from(`${eol}--${boundary}--${eol}`),
  );
  return Buffer.concat(chunks);
}

const typeOf = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** The fixed malformed bodies, each sent to every upload route after the fields that route reads first. */
export function malformedMultipartBodies(fields: readonly TField[]): TBody[] {
  const b = `----fuzz${randomBytes(6).toString('hex')}`;
  const whole = formBody(b, fields);
  const fileStart = whole.indexOf('filename=');
  const body = (name: string, payload: Buffer | string, contentType: string | undefined = typeOf(b)): TBody => ({
    name,
    contentType,
    payload: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
  });
  const long = (n: number) => 'b'.repeat(n);
  return [
    body('an empty body', ''),
    body('no boundary parameter', whole, 'multipart/form-data'),
    body('an empty boundary parameter', whole, 'multipart/form-data; boundary='),
    body('an 80-character boundary', formBody(long(80), fields), typeOf(long(80))),
    body('a 71-character boundary', formBody(long(71), fields), typeOf(long(71))),
    body('a 2,000-character boundary', formBody(long(2000), fields), typeOf(long(2000))),
    body('a quoted boundary with a space', formBody('a b', fields), 'multipart/form-data; boundary="a b"'),
    body('two boundary parameters', whole, `multipart/form-data; boundary=other; boundary=${b}`),
    body('a body written with another boundary', formBody('another', fields)),
    body('only the first boundary line', `--${b}${CRLF}`),
    body('cut inside the first part header', whole.subarray(0, b.length + 20)),
    body('cut inside a field value', whole.subarray(0, whole.indexOf(CRLF + CRLF) + 5)),
    body('cut inside the file part header', whole.subarray(0, fileStart + 5)),
    body('cut inside the file content', whole.subarray(0, whole.length - b.length - 12)),
    body('without the closing boundary', whole.subarray(0, whole.length - b.length - 6)),
    body('a part without Content-Disposition', `--${b}${CRLF}X-Other: 1${CRLF}${CRLF}value${CRLF}--${b}--${CRLF}`),
    body(
      'a Content-Disposition without a name',
      `--${b}${CRLF}Content-Disposition: form-data; name=${CRLF}${CRLF}v${CRLF}--${b}--${CRLF}`,
    ),
    body('a part header line without a colon', `--${b}${CRLF}garbage line${CRLF}${CRLF}v${CRLF}--${b}--${CRLF}`),
    body('2,000 part header lines', `--${b}${CRLF}${`X-A: 1${CRLF}`.repeat(2000)}${CRLF}v${CRLF}--${b}--${CRLF}`),
    body('a part header of 100 KB', `--${b}${CRLF}X-A: ${'h'.repeat(100_000)}${CRLF}${CRLF}v${CRLF}--${b}--${CRLF}`),
    body('line ends without carriage returns', formBody(b, fields, DOCX_HEAD, 'paper.docx', '\n')),
    body('binary garbage', randomBytes(4096)),
    body('a file name outside Latin-1 and an RFC 5987 one that does not decode', formBody(b, fields, DOCX_HEAD, '论文 ✓.docx')),
    body(
      'a broken filename*',
      Buffer.concat([
        Buffer.from(`--${b}${CRLF}Content-Disposition: form-data; name="file"; filename*=UTF-8''%E0%A4%A.docx${CRLF}${CRLF}`),
        DOCX_HEAD,
        Buffer.from(`${CRLF}--${b}--${CRLF}`),
      ]),
    ),
    body(
      'a file part without a file name',
      `--${b}${CRLF}Content-Disposition: form-data; name="file"${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}x${CRLF}--${b}--${CRLF}`,
    ),
    body('a field named __proto__', formBody(b, [{ name: '__proto__', value: '{"polluted":1}' }, ...fields])),
    body('a field of 100 KB', formBody(b, [...fields.map((f) => ({ ...f, value: f.value + 'x'.repeat(100_000) }))])),
    body(
      'twelve file parts',
      Buffer.concat([...Array.from({ length: 12 }, () => formBody(b, fields).subarray(0, -(b.length + 6)))]),
    ),
    body('multipart/mixed', whole, `multipart/mixed; boundary=${b}`),
    body('a charset of UTF-16', whole, `multipart/form-data; charset=utf-16; boundary=${b}`),
  ];
}

/**
 * Random damage for the long run: a well-formed body cut at a random byte, or with random bytes overwritten,
 * from a seed so that a failure can be replayed.
 */
export function damagedMultipartBody(fields: readonly TField[], seed: number): TBody {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const b = `----seed${seed}`;
  const whole = Buffer.from(formBody(b, fields));
  if (next() < 0.5) {
    return {
      name: `cut at a random byte (seed ${seed})`,
      contentType: typeOf(b),
      payload: whole.subarray(0, Math.floor(next() * whole.length)),
    };
  }
  for (let i = 0; i < 1 + Math.floor(next() * 8); i += 1) whole[Math.floor(next() * whole.length)] = Math.floor(next() * 256);
  return { name: `random bytes overwritten (seed ${seed})`, contentType: typeOf(b), payload: whole };
}

/** A well-formed multipart body, for routes that take JSON. */
export function multipartToJsonRoute(): TBody {
  const b = `----json${randomBytes(4).toString('hex')}`;
  return { name: 'a multipart body', contentType: typeOf(b), payload: formBody(b, [{ name: 'email', value: 'a@example.test' }]) };
}

/** Content types that do not fit a JSON body, or none at all. */
export function wrongContentTypes(json: string): TBody[] {
  const payload = Buffer.from(json);
  const as = (contentType: string | undefined, name = contentType ?? 'no content type'): TBody => ({
    name,
    contentType,
    payload,
  });
  return [
    as(undefined),
    as('text/plain'),
    as('application/xml'),
    as('application/x-www-form-urlencoded'),
    as('application/octet-stream'),
    as('application/json; charset=latin1'),
    as('application/json; charset=utf-16'),
    as('application/jsonx'),
    as('application/json, text/plain'),
    as(';;;'),
    as('multipart/form-data'),
    as(`multipart/form-data; boundary=${'b'.repeat(80)}`),
    { name: 'JSON in UTF-16', contentType: 'application/json', payload: Buffer.from(`\ufeff${json}`, 'utf16le') },
    { name: 'JSON cut short', contentType: 'application/json', payload: payload.subarray(0, Math.max(1, payload.length - 2)) },
    { name: 'an empty JSON body', contentType: 'application/json', payload: Buffer.alloc(0) },
    { name: 'JSON with a byte-order mark', contentType: 'application/json', payload: Buffer.from(`\ufeff${json}`) },
  ];
}

/** Percent-encodings that do not decode, or decode to something no path should hold. */
export const BROKEN_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%2e%2e%2f', 'a%', '%%41'];

/** Dates no column holds, days that do not exist, and spellings of dates a database might take. */
export const HOSTILE_DATES = [
  '0000-01-01',
  '0000-12-31',
  '-0001-01-01',
  '10000-01-01',
  '9999-12-31',
  '0001-01-01',
  '294277-01-01',
  '2026-02-30',
  '2026-13-01',
  '2025-02-29',
  'Infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  '1970-01-01T00:00:00Z',
  '2026-01-01 25:00',
  '0000-01-01 00:00',
  '10000-01-01 10:30',
  '01/01/0000',
  '02/30/2026',
  '12/31/10000',
  '00/00/0000',
];

/** Paths outside Latin-1 that a redirect may carry back into a Location header. */
export const NON_LATIN1_PATHS = [
  '/cn/researcher?q=论文',
  '/jp/researcher/論文/編集',
  '/en/researcher?name=Łukasz&emoji=🧪',
  '/es/researcher#sección—€',
  '/cn/researcher?q=%E8%AE%BA',
  '/en/\u2028researcher',
];

/** Query parameter names a redirect is taken from anywhere on the site. */
export const REDIRECT_PARAMETERS = ['redirect', 'redirectUri', 'redirect_uri', 'returnTo', 'returnUrl', 'origin', 'next'];

/** Whether a header value can be sent as it is: visible ASCII only (what reaches a socket). */
export function isSendableHeader(value: unknown): boolean {
  return [value].flat().every((v) => typeof v === 'string' && /^[\x21-\x7e]*$/.test(v));
}

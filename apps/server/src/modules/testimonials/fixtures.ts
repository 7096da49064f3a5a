import sharp from 'sharp';
import { inject } from '../../../test/http.ts';
import type { TApp } from '../../app.ts';
import { multipart, type TMultipartPart } from '../files/fixtures/upload-requests.ts';

/** Where a phone put the photo, in the EXIF GPS block and a description: neither may survive the upload. */
export const SECRET_PLACE = 'Secret lab, 51.5007 N 0.1246 W';

function ifdEntry(tag: number, type: number, countOf: number, value: Buffer): Buffer {
  const entry = Buffer.alloc(12);
  entry.writeUInt16LE(tag, 0);
  entry.writeUInt16LE(type, 2);
  entry.writeUInt32LE(countOf, 4);
  value.copy(entry, 8);
  return entry;
}

/**
 * An EXIF APP1 segment as a camera writes it (little-endian TIFF): IFD0 with an ImageDescription naming the
 * place and a pointer to a GPS IFD holding GPSLatitudeRef 'N' and GPSLatitude 51/1 30/1 2/1.
 */
export function exifWithGps(): Buffer {
  const description = Buffer.from(`${SECRET_PLACE}\0`, 'ascii');
  // Layout after the 8-byte TIFF header: IFD0 (2 entries), the GPS IFD (2 entries), then the values.
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 2 * 12 + 4;
  const descriptionAt = gpsAt + 2 + 2 * 12 + 4;
  const latitudeAt = descriptionAt + description.length;
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const count = (n: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(n);
    return b;
  };
  const latitude = Buffer.alloc(24);
  [51, 1, 30, 1, 2, 1].forEach((n, i) => {
    latitude.writeUInt32LE(n, i * 4);
  });
  const tiff = Buffer.concat([
    Buffer.from([0x49, 0x49, 0x2a, 0x00]),
    u32(ifd0At),
    count(2),
    ifdEntry(0x010e, 2, description.length, u32(descriptionAt)),
    ifdEntry(0x8825, 4, 1, u32(gpsAt)),
    u32(0),
    count(2),
    ifdEntry(0x0001, 2, 2, Buffer.from('N\0', 'ascii')),
    ifdEntry(0x0002, 5, 3, u32(latitudeAt)),
    u32(0),
    description,
    latitude,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 180 } } });

/** A JPEG photo whose EXIF block (right after the start-of-image marker) carries a GPS position. */
export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  const jpeg = await picture(width, height).jpeg().toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), exifWithGps(), jpeg.subarray(2)]);
}

export const pngPhoto = (width = 320, height = 200) => picture(width, height).png().toBuffer();
export const webpPhoto = (width = 320, height = 200) => picture(width, height).webp().toBuffer();

/** POST /api/testimonials/create as the page sends it: the text, then the files. */
export function sendTestimonial(
  app: TApp,
  session: string | null,
  testimonial: string | null,
  files: { fileName: string; content: Buffer }[] = [],
) {
  const parts: TMultipartPart[] = [
    ...(testimonial === null ? [] : [{ name: 'testimonial', value: testimonial }]),
    ...files.map((file) => ({ name: 'files', ...file })),
  ];
  const body = multipart(parts);
  return inject(app, {
    method: 'POST',
    url: '/api/testimonials/create',
    session,
    headers: { 'content-type': body.contentType },
    body: body.payload,
  });
}

import sharp, { type Metadata } from 'sharp';

/** An image that reaches the decoder with more pixels than this is refused: a decompression bomb stops here. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo's longest side: enough for a web page, small enough to keep. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 82;

// The decoded images are not reused: libvips need not keep them in its cache.
sharp.cache(false);

export type TPhotoFormat = 'jpeg' | 'png' | 'webp';

/** The stored photo: always a JPEG, re-encoded without any of the original's metadata. */
export type TCleanPhoto = { content: Buffer; contentType: 'image/jpeg'; width: number; height: number };

/** Why a photo was refused. */
export class PhotoRefusedError extends Error {
  constructor(readonly reason: 'not-image' | 'too-many-pixels') {
    super(reason);
  }
}

const startsWith = (content: Buffer, bytes: readonly number[], at = 0) =>
  content.length >= at + bytes.length && bytes.every((byte, i) => content[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the first bytes announce (JPEG SOI, the PNG signature, a RIFF…WEBP header); null for anything else. */
export function photoFormatOf(content: Buffer): TPhotoFormat | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Checks that a photo is what its first bytes say and that it decodes whole (a truncated or corrupt image
 * is refused, and so is one over PHOTO_MAX_INPUT_PIXELS before it is decoded), then re-encodes it as a JPEG
 * of at most PHOTO_MAX_SIDE pixels a side: turned upright by its orientation tag, transparency on white,
 * and none of the original's metadata (EXIF with its GPS position, XMP, IPTC, comments, ICC) kept.
 */
export async function cleanPhoto(content: Buffer): Promise<TCleanPhoto> {
  const announced = photoFormatOf(content);
  if (!announced) throw new PhotoRefusedError('not-image');
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' as const, pages: 1 };
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusedError('not-image');
  }
  if (metadata.format !== announced) throw new PhotoRefusedError('not-image');
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw new PhotoRefusedError('not-image');
  if (pixels > PHOTO_MAX_INPUT_PIXELS) throw new PhotoRefusedError('too-many-pixels');
  try {
    const { data, info } = await sharp(content, options)
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw new PhotoRefusedError('not-image');
  }
}

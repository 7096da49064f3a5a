import { cleanPhoto, PhotoRefusedError, type TCleanPhoto } from './photo.ts';

export type TPhotoOutcome = { ok: true; photo: TCleanPhoto } | { ok: false; reason: PhotoRefusedError['reason'] };

/** The photo's decoding and re-encoding (sharp, libvips), run in the documents parse pool's process. */
export const parseTasks = {
  async clean(content: Buffer): Promise<TPhotoOutcome> {
    try {
      return { ok: true, photo: await cleanPhoto(content) };
    } catch (error) {
      if (error instanceof PhotoRefusedError) return { ok: false, reason: error.reason };
      throw error;
    }
  },
};

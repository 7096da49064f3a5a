import { type TTestimonialCreateResponse, ZTestimonialCreateResponse } from '@portal/domain/api/testimonials';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** POST /api/testimonials/create: the text (`testimonial`), then the photo (`files`) when there is one. */
export function createTestimonial(
  testimonial: string,
  photo: File | null,
  onProgress: (fraction: number) => void,
): Promise<TTestimonialCreateResponse> {
  const body = new FormData();
  body.append('testimonial', testimonial);
  if (photo) body.append('files', photo);
  return uploadWithProgress('/api/testimonials/create', body, ZTestimonialCreateResponse, onProgress);
}

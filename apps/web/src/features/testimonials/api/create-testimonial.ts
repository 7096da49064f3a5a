import { ZTestimonialCreateResponse } from '@portal/domain/api/testimonials';
import { multipartBody, type TOnProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** POST /api/testimonials/create: the text (`testimonial`), then the photo (`files`) when there is one. */
export function createTestimonial(testimonial: string, photo: File | null, onProgress: TOnProgress) {
  const body = multipartBody({ testimonial }, photo);
  return uploadWithProgress('/api/testimonials/create', body, ZTestimonialCreateResponse, onProgress);
}

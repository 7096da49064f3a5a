import fastifyMultipart from '@fastify/multipart';
import {
  TESTIMONIAL_MAX_LENGTH,
  TESTIMONIAL_MAX_PHOTOS,
  ZStaffTestimonialParams,
  ZStaffTestimonialReviewResponse,
  ZStaffTestimonialsQuery,
  ZStaffTestimonialsResponse,
  ZTestimonialCreateResponse,
} from '@portal/domain/api/testimonials';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaffActor } from '../../platform/staff-access.ts';
import { listTestimonials, readTestimonialPhoto, reviewTestimonial } from './staff-testimonials.ts';
import { photoByteLimit, submitTestimonial, type TTestimonialDeps } from './submit-testimonial.ts';

/**
 * Testimonials: a researcher sends one (text and at most one photo); staff list them, see the photo and
 * approve or reject each (approving awards reward points). The staff calls are classified 'staff'.
 */
export function testimonialsRoutes(deps: TTestimonialDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    // The create call alone takes a multipart body. One file more than allowed is let in so that it is
    // refused with the testimonials' own message; the text's UTF-8 bytes fit in the field size.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: {
          fileSize: photoByteLimit(deps.config),
          files: TESTIMONIAL_MAX_PHOTOS + 1,
          fields: 2,
          fieldSize: TESTIMONIAL_MAX_LENGTH * 4 + 256,
          parts: 4,
          headerPairs: 50,
        },
      });
      uploads
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/testimonials/create', { schema: { response: { 200: ZTestimonialCreateResponse } } }, (request) =>
          submitTestimonial(deps, request),
        );
    });

    app.get(
      '/api/staff/testimonials',
      { schema: { querystring: ZStaffTestimonialsQuery, response: { 200: ZStaffTestimonialsResponse } } },
      (request) => {
        requireStaffActor(request);
        return listTestimonials(db, request.query);
      },
    );

    app.get(
      '/api/staff/testimonials/:identity/photo',
      { schema: { params: ZStaffTestimonialParams } },
      async (request, reply) => {
        requireStaffActor(request);
        const photo = await readTestimonialPhoto(db, storage, request.params.identity);
        return reply
          .header('Content-Type', photo.contentType)
          .header('Content-Disposition', 'inline')
          .header('Cache-Control', 'private, no-store')
          .send(photo.stream);
      },
    );

    for (const [action, decision] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/api/staff/testimonials/:identity/${action}`,
        { schema: { params: ZStaffTestimonialParams, response: { 200: ZStaffTestimonialReviewResponse } } },
        (request) => reviewTestimonial(db, request, requireStaffActor(request), request.params.identity, decision),
      );
    }
  };
}

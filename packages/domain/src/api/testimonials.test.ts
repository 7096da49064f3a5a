import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_ERROR, TESTIMONIAL_MAX_LENGTH, ZStaffTestimonialsQuery, ZTestimonialCreateFields } from './testimonials.ts';

const messageOf = (testimonial: unknown) => {
  const result = ZTestimonialCreateFields.safeParse({ testimonial });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the testimonial text rule', () => {
  it("asks for a testimonial with the spec's words when it is missing, empty or only spaces", () => {
    for (const value of [undefined, '', '   ', '\n\t\n']) expect(messageOf(value)).toBe(TESTIMONIAL_ERROR.textRequired);
    expect(TESTIMONIAL_ERROR.textRequired).toBe('Please type in a testimonial before clicking Submit');
  });

  it('takes several paragraphs, trimmed, and refuses control characters and overlong text', () => {
    expect(ZTestimonialCreateFields.parse({ testimonial: '  Great editing.\n\nThank you!\t ' })).toEqual({
      testimonial: 'Great editing.\n\nThank you!',
    });
    expect(messageOf('a\u0000b')).toBe('invalid-value');
    expect(messageOf('x'.repeat(TESTIMONIAL_MAX_LENGTH))).toBeNull();
    expect(messageOf('x'.repeat(TESTIMONIAL_MAX_LENGTH + 1))).toBe(`field-too-long?max=${TESTIMONIAL_MAX_LENGTH}`);
  });
});

describe("the staff console's testimonial filter", () => {
  it('defaults to the testimonials waiting on the first page and refuses unknown statuses', () => {
    expect(ZStaffTestimonialsQuery.parse({})).toEqual({ status: 'submitted', page: 1 });
    expect(ZStaffTestimonialsQuery.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(ZStaffTestimonialsQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

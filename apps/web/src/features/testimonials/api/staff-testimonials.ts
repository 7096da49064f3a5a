import {
  type TStaffTestimonialsFilter,
  ZStaffTestimonialReviewResponse,
  ZStaffTestimonialsResponse,
} from '@portal/domain/api/testimonials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const staffTestimonialKeys = {
  all: ['staff', 'testimonials'] as const,
  list: (filter: TStaffTestimonialsFilter) => ['staff', 'testimonials', filter] as const,
};

/** GET /api/staff/testimonials?status&page. */
export function useStaffTestimonials(filter: TStaffTestimonialsFilter) {
  return useQuery({
    queryKey: staffTestimonialKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get(`/api/staff/testimonials?status=${filter.status}&page=${filter.page}`, ZStaffTestimonialsResponse, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/staff/testimonials/{identity}/approve or /reject; the lists are read again after. */
export function useReviewTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ identity, action }: { identity: string; action: 'approve' | 'reject' }) =>
      api.post(`/api/staff/testimonials/${encodeURIComponent(identity)}/${action}`, {}, ZStaffTestimonialReviewResponse),
    onSettled: () => client.invalidateQueries({ queryKey: staffTestimonialKeys.all }),
  });
}

import {
  type TStaffReviewQuestionsQuery,
  type TStaffReviewReeditRequest,
  ZStaffOrderReeditsResponse,
  ZStaffReviewQuestionResponse,
  ZStaffReviewQuestionsResponse,
  ZStaffReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys, staffOrderPath } from './staff-keys.ts';

const QUESTIONS = '/api/staff/review-questions';

/** GET /api/staff/review-questions: a page of researchers' questions on changes of one status. */
export function staffReviewQuestionsQuery(query: TStaffReviewQuestionsQuery) {
  const search = new URLSearchParams({ status: query.status ?? 'open', page: String(query.page ?? 1) });
  return queryOptions({
    queryKey: staffKeys.reviewQuestions(query),
    queryFn: ({ signal }) => api.get(`${QUESTIONS}?${search}`, ZStaffReviewQuestionsResponse, signal),
    // Researchers ask while staff work: asked afresh whenever the queue opens.
    staleTime: 0,
  });
}

export function useStaffReviewQuestions(query: TStaffReviewQuestionsQuery) {
  return useQuery({ ...staffReviewQuestionsQuery(query), placeholderData: keepPreviousData });
}

/** POST …/{id}/answers (an answer) or …/{id}/resolve; the queue is read again afterwards. */
export function useQuestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { question: string; answer?: string }) =>
      action.answer === undefined
        ? api.post(`${QUESTIONS}/${encodeURIComponent(action.question)}/resolve`, {}, ZStaffReviewQuestionResponse)
        : api.post(
            `${QUESTIONS}/${encodeURIComponent(action.question)}/answers`,
            { text: action.answer },
            ZStaffReviewQuestionResponse,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'review-questions'] }),
  });
}

/**
 * POST /api/staff/review-questions/re-edit: the selected questions of one order become a re-edit (the free
 * touch-up, granted free, or the offer of the paid re-edit); the queue is read again afterwards, whatever happened
 * (a 409 means the queue changed under the staff member).
 */
export function useTurnIntoReedit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffReviewReeditRequest) => api.post(`${QUESTIONS}/re-edit`, body, ZStaffReviewReeditResponse),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'review-questions'] });
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'order'] });
    },
  });
}

/** GET /api/staff/orders/{externalId}/review-re-edits: the re-edits staff started from the order's questions. */
export function useOrderReedits(externalId: string) {
  return useQuery({
    queryKey: staffKeys.orderReedits(externalId),
    queryFn: ({ signal }) => api.get(`${staffOrderPath(externalId)}/review-re-edits`, ZStaffOrderReeditsResponse, signal),
    staleTime: 0,
  });
}

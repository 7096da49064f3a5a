import {
  ZReviewQuestionResponse,
  ZReviewQuestionsResponse,
  ZReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const questionsPath = (externalId: string) => `/api/order/${encodeURIComponent(externalId)}/review/questions`;

export const questionKeys = {
  file: (externalId: string, file: string) => ['orders', externalId, 'review', 'questions', file] as const,
};

/** GET …/review/questions?file=: the questions on the file under review, with their threads. */
export function reviewQuestionsQuery(externalId: string, file: string) {
  return queryOptions({
    queryKey: questionKeys.file(externalId, file),
    queryFn: ({ signal }) =>
      api.get(`${questionsPath(externalId)}?file=${encodeURIComponent(file)}`, ZReviewQuestionsResponse, signal),
    // Staff answer while the page is open: asked again when the researcher comes back to the tab.
    staleTime: 30_000,
  });
}

/** POST …/review/questions: a question on one change. */
export async function askReviewQuestion(externalId: string, body: { file: string; change: string; text: string }) {
  return (await api.post(questionsPath(externalId), body, ZReviewQuestionResponse)).question;
}

/** POST …/review/questions/{id}/replies: the researcher writes again in a thread. */
export async function replyToReviewQuestion(externalId: string, question: string, text: string) {
  const path = `${questionsPath(externalId)}/${encodeURIComponent(question)}/replies`;
  return (await api.post(path, { text }, ZReviewQuestionResponse)).question;
}

/** POST …/review/re-edit: the chosen changes become a re-edit order form; answers where to go. */
export function requestReviewReedit(externalId: string, body: { file: string; changes: string[] }) {
  return api.post(`/api/order/${encodeURIComponent(externalId)}/review/re-edit`, body, ZReviewReeditResponse);
}

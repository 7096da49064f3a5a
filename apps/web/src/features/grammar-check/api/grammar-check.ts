import {
  ZCaptchaChallengeResponse,
  ZGrammarCheckArchiveResponse,
  ZGrammarCheckCreateResponse,
  ZGrammarCheckDetailsResponse,
  ZGrammarCheckSearchResponse,
} from '@portal/domain/api/grammar-check';
import { GRAMMAR_POLL_MS } from '@portal/domain/rules/grammar-score';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useArchiveJob, useDeleteJob } from '../../../lib/job-mutations.ts';
import { multipartBody, type TOnProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export const grammarCheckKeys = {
  all: ['grammar-check'] as const,
  page: (page: number) => ['grammar-check', 'page', page] as const,
  details: (identity: string) => ['grammar-check', 'details', identity] as const,
};

/** GET /api/grammar-check/search?page: polled every 30 s while any listed check is processing. */
export function useAssessments(page: number) {
  return useQuery({
    ...queryOptions({
      queryKey: grammarCheckKeys.page(page),
      queryFn: ({ signal }) => api.get(`/api/grammar-check/search?page=${page}`, ZGrammarCheckSearchResponse, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((r) => r.status === 'processing') ? GRAMMAR_POLL_MS : false),
  });
}

/** GET /api/grammar-check/{identity}: the report, polled every 30 s until the check has finished. */
export function useAssessmentDetails(identity: string) {
  return useQuery({
    queryKey: grammarCheckKeys.details(identity),
    queryFn: ({ signal }) => api.get(`/api/grammar-check/${encodeURIComponent(identity)}`, ZGrammarCheckDetailsResponse, signal),
    refetchInterval: (query) => (query.state.data?.assessment.status === 'processing' ? GRAMMAR_POLL_MS : false),
    retry: false,
  });
}

/** POST /api/grammar-check/create: the fields go before the file, as the server reads them. */
export function createAssessment(file: File, captchaResponse: string | null, onProgress: TOnProgress) {
  const body = multipartBody({ terms: 'true', captchaResponse: captchaResponse || null }, file);
  return uploadWithProgress('/api/grammar-check/create', body, ZGrammarCheckCreateResponse, onProgress);
}

export function fetchCaptchaChallenge() {
  return api.get('/api/grammar-check/captcha', ZCaptchaChallengeResponse);
}

const ASSESSMENT_JOB = { basePath: '/api/grammar-check', schema: ZGrammarCheckArchiveResponse, listKey: grammarCheckKeys.all };

export const useArchiveAssessment = () => useArchiveJob(ASSESSMENT_JOB);
export const useDeleteAssessment = () => useDeleteJob(ASSESSMENT_JOB);

import { ZDigitalOrderLoadResponse } from '@portal/domain/api/digital-purchases';
import {
  DIGITAL_TRANSLATION_POLL_MS,
  ZDigitalOrderArchiveResponse,
  ZDigitalOrderCreateResponse,
  ZDigitalOrderSearchResponse,
} from '@portal/domain/api/digital-translation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pollInterval } from '../../../lib/job-events.ts';
import { useArchiveJob, useDeleteJob } from '../../../lib/job-mutations.ts';
import { multipartBody, type TOnProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export const digitalTranslationKeys = {
  all: ['digital-translations'] as const,
  load: ['digital-translations', 'load'] as const,
  page: (page: number) => ['digital-translations', 'page', page] as const,
};

/** GET /api/digital-order/load: the uses left, the packages and the languages that can be submitted now. */
export function useDigitalOrderLoad() {
  return useQuery({
    queryKey: digitalTranslationKeys.load,
    queryFn: ({ signal }) => api.get('/api/digital-order/load', ZDigitalOrderLoadResponse, signal),
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/digital-order/search?page&type=translation: polled while any listed translation is processing. */
export function useTranslations(page: number, isStreamLive: boolean) {
  return useQuery({
    queryKey: digitalTranslationKeys.page(page),
    queryFn: ({ signal }) =>
      api.get(`/api/digital-order/search?page=${page}&type=translation`, ZDigitalOrderSearchResponse, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((r) => r.status === 'processing')
        ? pollInterval(isStreamLive, DIGITAL_TRANSLATION_POLL_MS)
        : false,
  });
}

/** POST /api/digital-order/create: the language goes before the file, as the server reads them. */
export function createTranslation(file: File, language: string, onProgress: TOnProgress) {
  const body = multipartBody({ language }, file);
  return uploadWithProgress('/api/digital-order/create', body, ZDigitalOrderCreateResponse, onProgress);
}

const TRANSLATION_JOB = {
  basePath: '/api/digital-order',
  schema: ZDigitalOrderArchiveResponse,
  listKey: digitalTranslationKeys.all,
};

export const useArchiveTranslation = () => useArchiveJob(TRANSLATION_JOB);
export const useDeleteTranslation = () => useDeleteJob(TRANSLATION_JOB);

export const downloadUrlOf = (identity: string) => `/api/digital-order/${encodeURIComponent(identity)}/download`;

import {
  ZDigitalEditArchiveResponse,
  ZDigitalEditCreateResponse,
  ZDigitalEditDetailsResponse,
  ZDigitalEditSearchResponse,
} from '@portal/domain/api/digital-edit';
import { type TStyleOfEnglish, ZDigitalEditLoadResponse } from '@portal/domain/api/digital-purchases';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pollInterval } from '../../../lib/job-events.ts';
import { useArchiveJob, useDeleteJob } from '../../../lib/job-mutations.ts';
import { multipartBody, type TOnProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** Edits processing are polled this often (the spec leaves the interval open; an edit takes seconds). */
export const DIGITAL_EDIT_POLL_MS = 5_000;

export const digitalEditKeys = {
  all: ['digital-edit'] as const,
  load: ['digital-edit', 'load'] as const,
  page: (page: number) => ['digital-edit', 'page', page] as const,
  details: (identity: string) => ['digital-edit', 'details', identity] as const,
};

/** GET /api/digital-edit/load: the researcher's access (subscription, trial, group) for the badge and the form. */
export function useDigitalEditLoad() {
  return useQuery({
    queryKey: digitalEditKeys.load,
    queryFn: ({ signal }) => api.get('/api/digital-edit/load', ZDigitalEditLoadResponse, signal),
    retry: false,
  });
}

/** GET /api/digital-edit/search?page: polled while any listed edit is processing (slowly while job events are live). */
export function useDigitalEdits(page: number, isStreamLive: boolean) {
  return useQuery({
    queryKey: digitalEditKeys.page(page),
    queryFn: ({ signal }) => api.get(`/api/digital-edit/search?page=${page}`, ZDigitalEditSearchResponse, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((r) => r.status === 'processing') ? pollInterval(isStreamLive, DIGITAL_EDIT_POLL_MS) : false,
  });
}

/** GET /api/digital-edit/{identity}: one edit, polled until it has finished. */
export function useDigitalEditDetails(identity: string, isStreamLive: boolean) {
  return useQuery({
    queryKey: digitalEditKeys.details(identity),
    queryFn: ({ signal }) => api.get(`/api/digital-edit/${encodeURIComponent(identity)}`, ZDigitalEditDetailsResponse, signal),
    refetchInterval: (query) =>
      query.state.data?.digitalEdit.status === 'processing' ? pollInterval(isStreamLive, DIGITAL_EDIT_POLL_MS) : false,
    retry: false,
  });
}

/** POST /api/digital-edit/create: the style goes before the file, as the server reads them. */
export function createDigitalEdit(file: File, styleOfEnglish: TStyleOfEnglish, onProgress: TOnProgress) {
  const body = multipartBody({ styleOfEnglish }, file);
  return uploadWithProgress('/api/digital-edit/create', body, ZDigitalEditCreateResponse, onProgress);
}

const DIGITAL_EDIT_JOB = { basePath: '/api/digital-edit', schema: ZDigitalEditArchiveResponse, listKey: digitalEditKeys.all };

export const useArchiveDigitalEdit = () => useArchiveJob(DIGITAL_EDIT_JOB);
export const useDeleteDigitalEdit = () => useDeleteJob(DIGITAL_EDIT_JOB);

export const downloadUrl = (identity: string) => `/api/digital-edit/${encodeURIComponent(identity)}/download`;
export const professionalEditingUrl = (identity: string) => `/api/order-form/from-digital-edit/${encodeURIComponent(identity)}`;

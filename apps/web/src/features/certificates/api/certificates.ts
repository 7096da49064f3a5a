import {
  type TCertificateDetailsForm,
  ZCertificateResponse,
  ZCertificateSaveResponse,
  ZCertificateVerificationResponse,
  ZDeliverablesResponse,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export const certificateKeys = {
  certificate: (code: string) => ['certificates', code] as const,
  files: (code: string) => ['certificates', code, 'files'] as const,
  verification: (code: string) => ['certificates', 'verify', code] as const,
};

const path = (code: string) => `/api/certificate/${encodeURIComponent(code)}`;

/** GET /api/certificate/{code}: the owner's certificate. */
export function certificateQuery(code: string) {
  return queryOptions({
    queryKey: certificateKeys.certificate(code),
    queryFn: async ({ signal }) => (await api.get(path(code), ZCertificateResponse, signal)).certificate,
  });
}

/** GET /api/certificate/{code}/deliverables: the files of the certificate's order. */
export function certificateFilesQuery(code: string) {
  return queryOptions({
    queryKey: certificateKeys.files(code),
    queryFn: ({ signal }) => api.get(`${path(code)}/deliverables`, ZDeliverablesResponse, signal),
  });
}

export function certificateFileUrl(code: string, key: string): string {
  return `${path(code)}/deliverables/${encodeURIComponent(key)}`;
}

export function certificatePdfUrl(code: string, language: string): string {
  return `${path(code)}/pdf?language=${encodeURIComponent(language)}`;
}

/** PUT /api/certificate/save/{code}: title and authors. */
export async function saveCertificate(code: string, externalId: string, details: TCertificateDetailsForm) {
  const response = await api.put(
    `/api/certificate/save/${encodeURIComponent(code)}`,
    { ...details, code, externalId },
    ZCertificateSaveResponse,
  );
  return response.certificateDetails;
}

/** GET /api/certificate/verify/{code}, public: null for an unknown code. */
export function verificationQuery(code: string) {
  return queryOptions({
    queryKey: certificateKeys.verification(code),
    queryFn: async ({ signal }) => {
      try {
        return (await api.get(`/api/certificate/verify/${encodeURIComponent(code)}`, ZCertificateVerificationResponse, signal))
          .verification;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) return null;
        throw failure;
      }
    },
    retry: false,
  });
}

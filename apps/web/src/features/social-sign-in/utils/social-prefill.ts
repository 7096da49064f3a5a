import type { TSocialRegistrationPrefill } from '@portal/domain';

const TEXT_FIELDS = ['token', 'providerId', 'providerName', 'email', 'firstName', 'lastName'] as const;

/**
 * The `data` parameter of /register after a first social sign-in (base64 JSON with the pending token),
 * checked by hand so zod stays off the first screen; null for anything else (a plain pre-fill included).
 */
export function parseSocialPrefill(data: string | null): TSocialRegistrationPrefill | null {
  if (!data) return null;
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string' && (record[field] as string).length <= 254)) return null;
    if (typeof record.token !== 'string' || record.token.length < 20) return null;
    const orcid = typeof record.orcid === 'string' ? record.orcid : null;
    return {
      token: record.token,
      providerId: String(record.providerId),
      providerName: String(record.providerName),
      email: String(record.email),
      firstName: String(record.firstName).slice(0, 50),
      lastName: String(record.lastName).slice(0, 50),
      orcid,
      isEmailVerified: record.isEmailVerified === true,
    };
  } catch {
    return null;
  }
}

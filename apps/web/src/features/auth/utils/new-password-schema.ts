import { ZPassword } from '@portal/domain';
import { z } from 'zod';

/** The new password passes the same check as at registration; the confirmation must repeat it. */
export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'password-confirmation-mismatch',
  });

import { z } from 'zod';

/** One identity of a provider linked to the user (the user record's linkedAccounts). */
export const ZLinkedAccount = z.object({
  id: z.string(),
  providerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccount>;

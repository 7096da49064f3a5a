import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { patchOrder } from './order-form-cache.ts';

/** PUT /api/order-form/{id}/referral-emails: invites colleagues; answers the full invited list or an error. */
export function updateReferralEmails(orderId: string, referralEmails: string) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/referral-emails`,
    { referralEmails },
    orderFormSchema('ZReferralEmailsResponse'),
  );
}

export function useUpdateReferralEmails(orderId: string) {
  return useMutation({
    mutationFn: (referralEmails: string) => updateReferralEmails(orderId, referralEmails),
    onSuccess: (response) => {
      if (!response.error) patchOrder((order) => ({ ...order, referralEmails: response.referralEmails }));
    },
  });
}

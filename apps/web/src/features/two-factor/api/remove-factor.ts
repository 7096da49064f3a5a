import type { TTwoFactorProof } from '@portal/domain/api/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api, serverChecked } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { twoFactorKeys } from './get-two-factor-settings.ts';

export type TFactorRef = { kind: 'totp' } | { kind: 'passkey'; id: string };

const removalPath = (factor: TFactorRef) =>
  factor.kind === 'totp'
    ? '/api/account/two-factor/totp/remove'
    : `/api/account/two-factor/passkeys/${encodeURIComponent(factor.id)}/remove`;

/** POST …/totp/remove or …/passkeys/{id}/remove, with the password or a current code. */
export function useRemoveFactor() {
  return useMutation({
    mutationFn: ({ factor, proof }: { factor: TFactorRef; proof: TTwoFactorProof }) =>
      api.post(removalPath(factor), proof, serverChecked<{ removed: true }>()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.settings }),
  });
}

import { type TAddress, ZDeleteResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';

type TDeleteContext = { address: TAddress; index: number } | null;

/**
 * DELETE /api/account/addresses/{id}. The address leaves the cached user at once, before the
 * call returns (spec §4); if the call fails it is put back where it was.
 */
export function useDeleteAddress() {
  return useMutation({
    mutationFn: (address: TAddress) => api.delete(`/api/account/addresses/${address.id}`, ZDeleteResponse),
    onMutate: (address): TDeleteContext => {
      let context: TDeleteContext = null;
      patchCachedUser((user) => {
        const index = user.addresses.findIndex((a) => a.id === address.id);
        if (index === -1) return user;
        context = { address, index };
        return { ...user, addresses: user.addresses.filter((a) => a.id !== address.id) };
      });
      return context;
    },
    onError: (_error, _address, context) => {
      if (!context) return;
      const { address, index } = context;
      patchCachedUser((user) => {
        if (user.addresses.some((a) => a.id === address.id)) return user;
        const addresses = [...user.addresses];
        addresses.splice(index, 0, address);
        return { ...user, addresses };
      });
    },
  });
}

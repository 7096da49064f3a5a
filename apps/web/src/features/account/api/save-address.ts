import { type TAddress, type TAddressFields, ZAddressResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';

/** POST /api/account/addresses (new) or PUT /api/account/addresses/{id}, sending the whole address. */
export async function saveAddress(id: number | 'new', address: TAddressFields): Promise<TAddress> {
  const body = {
    label: address.label,
    name: address.name,
    phone: address.phone,
    organization: address.organization,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  };
  const response =
    id === 'new'
      ? await api.post('/api/account/addresses', body, ZAddressResponse)
      : await api.put(`/api/account/addresses/${id}`, body, ZAddressResponse);
  return response.address;
}

/** Saves the address and puts the server's copy into the cached user's addresses. */
export function useSaveAddress(id: number | 'new') {
  return useMutation({
    mutationFn: (address: TAddressFields) => saveAddress(id, address),
    onSuccess: (saved) =>
      patchCachedUser((user) => ({
        ...user,
        addresses: user.addresses.some((a) => a.id === saved.id)
          ? user.addresses.map((a) => (a.id === saved.id ? saved : a))
          : [...user.addresses, saved],
      })),
  });
}

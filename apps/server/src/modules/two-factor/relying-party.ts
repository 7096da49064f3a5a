import type { TConfig } from '../../config.ts';

/**
 * The WebAuthn relying party is the portal's public origin: its host name is the RP ID (localhost in
 * development) and an assertion or attestation is accepted only from that origin, so a passkey made here
 * signs for no other site and one made elsewhere signs for nothing here.
 */
export type TRelyingParty = { id: string; name: string; origins: string[] };

export function relyingPartyOf(config: TConfig): TRelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: config.provider.name, origins: [url.origin] };
}

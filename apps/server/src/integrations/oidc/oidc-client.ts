import * as client from 'openid-client';
import type { TOidcProvider } from './oidc-config.ts';

/** What the portal takes from a validated ID token. */
export type TOidcIdentity = {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** The fetch the client uses for a provider: the sandbox is answered in-process, a real one over the network. */
export type TFetchFor = (provider: TOidcProvider) => client.CustomFetch | undefined;

export type TOidcClient = ReturnType<typeof createOidcClient>;

/**
 * The relying party (openid-client): discovery once per provider, authorization-code flow with PKCE (S256),
 * and the ID token's checks: issuer, audience, expiry, nonce, and its signature against the provider's JWKS
 * (non-repudiation checks on, although the token comes straight from the provider over TLS).
 */
export function createOidcClient(fetchFor: TFetchFor) {
  const configurations = new Map<string, Promise<client.Configuration>>();

  function configurationOf(provider: TOidcProvider): Promise<client.Configuration> {
    const cached = configurations.get(provider.id);
    if (cached) return cached;
    const customFetch = fetchFor(provider);
    const isPlainHttp = provider.issuer.startsWith('http:');
    const loading = client
      .discovery(new URL(provider.issuer), provider.clientId, undefined, client.ClientSecretPost(provider.clientSecret), {
        // Plain http only for the sandbox on a development address; real providers are https.
        execute: [...(isPlainHttp ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
        ...(customFetch ? { [client.customFetch]: customFetch } : {}),
      })
      .then((configuration) => {
        if (customFetch) configuration[client.customFetch] = customFetch;
        return configuration;
      });
    // A failed discovery is tried again by the next sign-in, not remembered.
    loading.catch(() => configurations.delete(provider.id));
    configurations.set(provider.id, loading);
    return loading;
  }

  return {
    newChecks() {
      const codeVerifier = client.randomPKCECodeVerifier();
      return { codeVerifier, state: client.randomState(), nonce: client.randomNonce() };
    },

    async authorizationUrl(
      provider: TOidcProvider,
      input: { redirectUri: string; state: string; nonce: string; codeVerifier: string; uiLocales: string },
    ): Promise<URL> {
      const configuration = await configurationOf(provider);
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: input.redirectUri,
        scope: provider.scope,
        state: input.state,
        nonce: input.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: input.uiLocales,
      });
    },

    /** Exchanges the callback's code; throws on any failed check (state, iss, nonce, signature, expiry, audience). */
    async completeSignIn(
      provider: TOidcProvider,
      callbackUrl: URL,
      checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<TOidcIdentity> {
      const configuration = await configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(
        configuration,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: checks.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const name = text(claims.name);
      const firstName = text(claims.given_name) || name.split(' ')[0] || '';
      const lastName = text(claims.family_name) || name.split(' ').slice(1).join(' ');
      const email = text(claims.email).toLowerCase();
      return {
        subject: claims.sub,
        email: email || null,
        isEmailVerified: claims.email_verified === true,
        firstName: firstName.slice(0, 50),
        lastName: lastName.slice(0, 50),
      };
    },
  };
}

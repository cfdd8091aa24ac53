import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TOAuthProviderConfig } from '#src/modules/identity/oidc-providers';

interface TDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface TOidcIdentity {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
}

/** ID token algorithms we accept from providers (asymmetric only; 'none' and HS* refused). */
const PROVIDER_ALGORITHMS = ['RS256', 'ES256', 'PS256', 'EdDSA'];

export class OidcError extends Error {
  override name = 'OidcError';
}

function base64Url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/**
 * A standard OpenID Connect client (authorization code flow with state, nonce and PKCE S256),
 * configured by discovery. One per provider; discovery and keys are cached.
 */
export function createOidcClient(provider: TOAuthProviderConfig, redirectUri: string) {
  let discovery: Promise<TDiscovery> | null = null;
  let keys: JWTVerifyGetKey | null = null;

  async function discover(): Promise<TDiscovery> {
    discovery ??= fetch(`${provider.issuer}/.well-known/openid-configuration`).then(
      async (response) => {
        if (!response.ok) throw new OidcError(`discovery failed: ${response.status}`);
        const document = (await response.json()) as TDiscovery;
        if (document.issuer.replace(/\/$/, '') !== provider.issuer) {
          throw new OidcError('discovery issuer mismatch');
        }
        return document;
      },
    );
    try {
      return await discovery;
    } catch (error) {
      discovery = null;
      throw error;
    }
  }

  return {
    provider,

    /** A fresh state, nonce and PKCE verifier, and the URL that starts the flow with them. */
    async begin() {
      const document = await discover();
      const state = base64Url(randomBytes(24));
      const nonce = base64Url(randomBytes(24));
      const codeVerifier = base64Url(randomBytes(48));
      const codeChallenge = base64Url(createHash('sha256').update(codeVerifier).digest());
      const url = new URL(document.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        scope: provider.scope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      }).toString();
      return { url: url.toString(), state, nonce, codeVerifier };
    },

    /** Exchanges the code and verifies the ID token (signature, issuer, audience, nonce). */
    async complete(code: string, expected: { nonce: string; codeVerifier: string }) {
      const document = await discover();
      const response = await fetch(document.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
          code_verifier: expected.codeVerifier,
        }),
      });
      if (!response.ok) throw new OidcError(`token exchange failed: ${response.status}`);
      const tokens = (await response.json()) as { id_token?: string };
      if (!tokens.id_token) throw new OidcError('no id_token in the token response');
      keys ??= createRemoteJWKSet(new URL(document.jwks_uri));
      const { payload } = await jwtVerify(tokens.id_token, keys, {
        issuer: document.issuer,
        audience: provider.clientId,
        algorithms: PROVIDER_ALGORITHMS,
      });
      if (payload.nonce !== expected.nonce) throw new OidcError('nonce mismatch');
      if (!payload.sub) throw new OidcError('no subject');
      const emailVerified = payload.email_verified;
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        isEmailVerified: emailVerified === true || emailVerified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
      } satisfies TOidcIdentity;
    },
  };
}
export type TOidcClient = ReturnType<typeof createOidcClient>;

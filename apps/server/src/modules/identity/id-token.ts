import { exportJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import type { TIdentityKeys } from '#src/modules/identity/identity.keys';

/** Only this algorithm is accepted; 'none' and every other algorithm are refused. */
export const ID_TOKEN_ALGORITHMS = ['EdDSA'] as const;

/** What a checked token says, and when it stops being valid. */
export interface TVerifiedClaims extends TTokenClaims {
  expiresAtMs: number;
}

export type TTokenAudience = 'crown-casino' | 'crown-casino:email-verification';

export interface TTokenClaims {
  subject: string;
  sessionId?: string;
}

export function createTokenSigner(keys: TIdentityKeys, issuer: string) {
  return {
    async sign(
      claims: TTokenClaims,
      audience: TTokenAudience,
      ttlSeconds: number,
      now: Date,
    ): Promise<{ token: string; expiresAt: Date }> {
      const issuedAtSeconds = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAtSeconds + ttlSeconds;
      const token = await new SignJWT(claims.sessionId ? { sid: claims.sessionId } : {})
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.keyId, typ: 'JWT' })
        .setSubject(claims.subject)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(expiresAtSeconds)
        .sign(keys.signingKey);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },

    /** The claims of a valid token for this audience, or null for anything else. */
    async verify(
      token: string,
      audience: TTokenAudience,
      now: Date,
    ): Promise<TVerifiedClaims | null> {
      try {
        const { payload } = await jwtVerify(token, keys.verifyingKey, {
          algorithms: [...ID_TOKEN_ALGORITHMS],
          issuer,
          audience,
          currentDate: now,
        });
        if (!payload.sub || payload.exp === undefined) return null;
        return {
          subject: payload.sub,
          expiresAtMs: payload.exp * 1000,
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        };
      } catch {
        return null;
      }
    },

    async publicJwks(): Promise<{ keys: JWK[] }> {
      const jwk = await exportJWK(keys.verifyingKey);
      return { keys: [{ ...jwk, kid: keys.keyId, alg: 'EdDSA', use: 'sig' }] };
    },
  };
}
export type TTokenSigner = ReturnType<typeof createTokenSigner>;

import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters, type FlattenedJWSInput } from 'jose';
import type { UserRole } from '../../db/schema';
import type { SigningKeys } from './signing-keys';

export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Client and staff tokens have different audiences, so a client token is never accepted where staff are expected. */
export const AUDIENCES = { client: 'swat-research:client', staff: 'swat-research:staff' } as const;
export const audienceFor = (role: UserRole) => (role === 'client' ? AUDIENCES.client : AUDIENCES.staff);

export interface AccessClaims {
  sub: string;
  role: UserRole;
  /** The refresh-token family this access token belongs to: revoking the family ends it at once. */
  sid: string;
}

export interface AccessTokenService {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null (expired, forged, wrong audience, unknown key…). */
  verify(token: string): Promise<AccessClaims | null>;
}

const CLOCK_TOLERANCE_SECONDS = 5;
const ROLES = new Set<string>(['client', 'staff', 'admin']);

export function createAccessTokenService(options: { keys: SigningKeys; issuer: string; ttlSeconds: number; now: () => number }): AccessTokenService {
  const { keys, issuer, ttlSeconds, now } = options;
  // Checking an HMAC through WebCrypto costs more than the rest of GET /api/auth/user together.
  // A token string that verified once stays valid until its expiry, so remember it until then.
  const verified = new Map<string, { claims: AccessClaims; validUntilMs: number }>();
  const VERIFIED_MAX = 20_000;
  return {
    async sign({ sub, role, sid }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ role, sid })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE, kid: keys.current.kid })
        .setIssuer(issuer)
        .setAudience(audienceFor(role))
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(keys.current.secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.validUntilMs > now()) return known.claims;
        verified.delete(token);
      }
      try {
        // The kid only picks among our own configured secrets; jwk/jku headers are never consulted.
        const resolveKey = (header: JWTHeaderParameters, _token: FlattenedJWSInput) => {
          const key = header.kid === undefined ? undefined : keys.byKid.get(header.kid);
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key.secret;
        };
        const { payload } = await jwtVerify(token, resolveKey, {
          algorithms: ['HS256'],
          issuer,
          audience: [AUDIENCES.client, AUDIENCES.staff],
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['exp', 'sub', 'iat'],
          currentDate: new Date(now()),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const { sub, role, sid, aud } = payload;
        if (typeof sub !== 'string' || typeof role !== 'string' || !ROLES.has(role) || typeof sid !== 'string') return null;
        // The audience must match the role, or a client token re-labelled elsewhere could pass as staff.
        if (aud !== audienceFor(role as UserRole)) return null;
        const claims: AccessClaims = { sub, role: role as UserRole, sid };
        verified.set(token, { claims, validUntilMs: ((payload.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000 });
        if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

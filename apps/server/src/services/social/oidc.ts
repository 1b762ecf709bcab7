import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";

/** What a verified ID token says about the person. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** YYYY-MM-DD when the provider shares the OpenID `birthdate` claim. */
  birthdate: string | null;
}

export interface IdTokenVerifier {
  verify(idToken: string, now: Date): Promise<VerifiedIdentity>;
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** Google writes its issuer with and without the scheme. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === "https://accounts.google.com" ? [issuer, "accounts.google.com"] : [issuer];
}

/**
 * Verifies ID tokens of one OpenID provider for one client id: the signature against the keys
 * its discovery document names (fetched, then cached and refreshed by jose on unknown key ids),
 * the issuer, the audience and the times. Asymmetric algorithms only: a provider's token signed
 * with a shared secret would mean the client secret could mint identities.
 */
export function oidcVerifier(config: { issuer: string; clientId: string }): IdTokenVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  async function keys() {
    if (jwks) return jwks;
    const url = `${config.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const res = await fetch(url, {
      signal: AbortSignal.timeout(5000),
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new Error(`OpenID discovery answered ${res.status}`);
    const doc = discoverySchema.parse(await res.json());
    if (doc.issuer !== config.issuer) throw new Error("OpenID discovery names another issuer");
    jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    return jwks;
  }
  return {
    async verify(idToken, now) {
      const { payload } = await jwtVerify(idToken, await keys(), {
        issuer: acceptedIssuers(config.issuer),
        audience: config.clientId,
        algorithms: ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384", "EdDSA"],
        currentDate: now,
        clockTolerance: 30,
        requiredClaims: ["sub", "exp", "iat"],
      });
      return identityOf(payload);
    },
  };
}

function identityOf(p: JWTPayload): VerifiedIdentity {
  const str = (v: unknown) => (typeof v === "string" && v.length <= 320 ? v : null);
  const sub = str(p.sub);
  if (!sub) throw new Error("ID token without a subject");
  const birthdate = str(p.birthdate);
  return {
    subject: sub,
    email: str(p.email)?.trim().toLowerCase() ?? null,
    emailVerified: p.email_verified === true || p.email_verified === "true",
    name: str(p.name),
    birthdate: birthdate && /^\d{4}-\d{2}-\d{2}$/.test(birthdate) ? birthdate : null,
  };
}

import { jwtVerify, SignJWT } from "jose";

/** The access token (`user_token`): HS256, short-lived, bound to one session. */
export interface AccessClaims {
  userId: bigint;
  sessionId: string;
  groupId: number;
}

const ISSUER = "parlay";
const AUDIENCE = "parlay:web";

export async function issueAccessToken(
  key: Buffer,
  claims: AccessClaims,
  nowSeconds: number,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = nowSeconds + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId, grp: claims.groupId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId.toString())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

/** The claims of a valid token at `nowSeconds`, or null (bad signature, expired, malformed). */
export async function verifyAccessToken(
  key: Buffer,
  token: string,
  nowSeconds: number,
): Promise<(AccessClaims & { expiresAt: number }) | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: new Date(nowSeconds * 1000),
    });
    const { sub, sid, grp, exp } = payload;
    if (typeof sub !== "string" || !/^\d{1,19}$/.test(sub)) return null;
    if (typeof sid !== "string" || typeof grp !== "number" || typeof exp !== "number") return null;
    return { userId: BigInt(sub), sessionId: sid, groupId: grp, expiresAt: exp };
  } catch {
    return null;
  }
}

import { FINGERPRINT_ERROR_CODE } from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { AppError } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { sha256 } from "../session/index.ts";
import { type Components, canonicalComponents } from "./components.ts";

/** The request header carrying the fingerprint token. */
export const FINGERPRINT_HEADER = "x-fingerprint";
export const FINGERPRINT_TTL_SECONDS = 24 * 3600;

export interface FingerprintAnswer {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  /** The components data the page sends with sign-in calls (`componentsData`): base64url of canonical JSON. */
  data: string;
}

/** A signed token over the hash of the components, for one app. */
export async function issueFingerprint(
  rt: PlayersRuntime,
  appId: string,
  components: Components,
): Promise<FingerprintAnswer> {
  const data = Buffer.from(canonicalComponents(components)).toString("base64url");
  const nowS = Math.floor(rt.now().getTime() / 1000);
  const expiresAt = nowS + FINGERPRINT_TTL_SECONDS;
  const token = await new SignJWT({ app: appId, fph: sha256(data) })
    .setProtectedHeader({ alg: "HS256", typ: "fp+jwt" })
    .setIssuedAt(nowS)
    .setExpirationTime(expiresAt)
    .sign(rt.keys.fingerprint);
  return { token, expiresAt, data };
}

function fingerprintError(reason: string): AppError {
  return new AppError("FINGERPRINT_INVALID", undefined, { fingerprintCode: FINGERPRINT_ERROR_CODE, reason });
}

/**
 * The device hash of a sign-in call. No fingerprint header: null (the page's fetch may have failed,
 * which is only logged, spec 001 §8). A header that is forged, expired, or does not match the
 * components data sent with it: 400 with details.fingerprintCode, and the page refreshes and retries once.
 */
export async function deviceOf(
  rt: PlayersRuntime,
  request: FastifyRequest,
  componentsData: string | undefined,
): Promise<string | null> {
  const header = request.headers[FINGERPRINT_HEADER];
  if (header === undefined || header === "") return null;
  if (typeof header !== "string" || header.length > 2048) throw fingerprintError("malformed");
  let fph: unknown;
  try {
    const { payload } = await jwtVerify(header, rt.keys.fingerprint, {
      algorithms: ["HS256"],
      typ: "fp+jwt",
      currentDate: rt.now(),
    });
    fph = payload.fph;
  } catch {
    throw fingerprintError("invalid or expired");
  }
  if (typeof fph !== "string") throw fingerprintError("malformed");
  if (componentsData !== undefined && componentsData !== "" && sha256(componentsData) !== fph) {
    throw fingerprintError("components data does not match the fingerprint");
  }
  return fph;
}

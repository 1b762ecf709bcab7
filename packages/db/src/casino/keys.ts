/**
 * Game providers' signing keys at rest (docs/casino.md "Provider keys at rest"). The HMAC key a
 * provider signs wallet calls with is a shared secret: `casino_provider.signing_key` holds it sealed
 * with AES-256-GCM under a key derived from CASINO_KEYS_SECRET, never in plain text (a CHECK refuses
 * anything else, migration 0981).
 *
 * Sealed text: `gcm1:<key id>:<iv>:<ciphertext>:<tag>` (base64url parts). The key id (8 hex digits
 * derived from the secret, not the secret) says which secret sealed it, so the secret can rotate:
 * set the new one in CASINO_KEYS_SECRET and the old one(s) in CASINO_KEYS_SECRET_PREVIOUS (comma
 * separated); keys sealed under an old secret still open, and the casino service re-seals them
 * under the new one at start-up. The provider id is the additional authenticated data, so a sealed
 * key copied to another provider's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Outside production only: a published value, refused by the production start check. */
export const DEVELOPMENT_CASINO_KEYS_SECRET = "parlay-development-casino-keys-secret-not-for-production";

const PREFIX = "gcm1";
/** What the column's CHECK accepts (and nothing a provider would use as a key looks like). */
export const SEALED_PATTERN = "^gcm1:[0-9a-f]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$";

export interface CasinoKeyring {
  /** The id of the secret new keys are sealed with. */
  currentId: string;
  /** AES-256 keys by id: the current secret's and the previous ones'. */
  keys: ReadonlyMap<string, Buffer>;
}

function derive(secret: string, info: string, length: number): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "parlay casino provider keys", info, length));
}

/** A keyring from secrets, the current one first. */
export function casinoKeyring(secrets: readonly string[]): CasinoKeyring {
  const [first] = secrets;
  if (!first) throw new Error("casino: a keyring needs at least one secret");
  const keys = new Map<string, Buffer>();
  for (const secret of secrets)
    keys.set(derive(secret, "key id", 4).toString("hex"), derive(secret, "aes-256-gcm", 32));
  return { currentId: derive(first, "key id", 4).toString("hex"), keys };
}

/**
 * The keyring from CASINO_KEYS_SECRET (and CASINO_KEYS_SECRET_PREVIOUS). Production has no
 * default: a missing or short secret throws (the start check refuses it before this runs).
 */
export function casinoKeyringFromEnv(env: NodeJS.ProcessEnv, production: boolean): CasinoKeyring {
  const secret = env.CASINO_KEYS_SECRET?.trim();
  const previous = (env.CASINO_KEYS_SECRET_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!secret) {
    if (production) throw new Error("casino: CASINO_KEYS_SECRET is not set");
    return casinoKeyring([DEVELOPMENT_CASINO_KEYS_SECRET, ...previous]);
  }
  if (production && secret.length < 32)
    throw new Error("casino: CASINO_KEYS_SECRET is shorter than 32 characters");
  return casinoKeyring([secret, ...previous, ...(production ? [] : [DEVELOPMENT_CASINO_KEYS_SECRET])]);
}

let fromProcess: CasinoKeyring | undefined;

/** The process's keyring (process.env; NODE_ENV=production has no default), built once. */
export function processCasinoKeyring(): CasinoKeyring {
  fromProcess ??= casinoKeyringFromEnv(process.env, process.env.NODE_ENV === "production");
  return fromProcess;
}

/** Seals a provider's signing key with the keyring's current secret. */
export function sealProviderKey(ring: CasinoKeyring, providerId: string, plain: string): string {
  const key = ring.keys.get(ring.currentId) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(providerId, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, ring.currentId, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":");
}

/** The key id a sealed key was sealed with (null: not sealed text). */
export function sealedKeyId(sealed: string): string | null {
  return new RegExp(SEALED_PATTERN).test(sealed) ? (sealed.split(":")[1] as string) : null;
}

/** Opens a sealed key; throws when its secret is not in the keyring or the text was altered. */
export function openProviderKey(ring: CasinoKeyring, providerId: string, sealed: string): string {
  const id = sealedKeyId(sealed);
  if (id === null) throw new Error(`casino: provider ${providerId}'s signing key is not sealed text`);
  const key = ring.keys.get(id);
  if (!key)
    throw new Error(`casino: provider ${providerId}'s signing key was sealed with an unknown secret (${id})`);
  const [, , iv, body, tag] = sealed.split(":") as [string, string, string, string, string];
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(providerId, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/** `bytes` random bytes as base64url: 16 bytes is 128 bits, 32 bytes 256. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

export function hmac(key: Buffer, text: string): string {
  return createHmac("sha256", key).update(text).digest("base64url");
}

/** Constant-time string comparison (different lengths are simply unequal). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A purpose-bound key from a master secret, so one leaked use never unlocks another. */
export function deriveKey(master: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", master, "parlay", purpose, 32));
}

/** AES-256-GCM: `iv.ciphertext.tag`, base64url; for secrets kept at rest (TOTP seeds). */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url")).join(".");
}

export function unseal(key: Buffer, sealed: string): string | null {
  const [iv, body, tag] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

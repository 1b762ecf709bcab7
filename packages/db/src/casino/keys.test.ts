import { describe, expect, it } from "vitest";
import {
  casinoKeyring,
  casinoKeyringFromEnv,
  DEVELOPMENT_CASINO_KEYS_SECRET,
  openProviderKey,
  SEALED_PATTERN,
  sealedKeyId,
  sealProviderKey,
} from "./keys.ts";

const OLD = "old-casino-keys-secret-0123456789abcdefgh";
const NEW = "new-casino-keys-secret-0123456789abcdefgh";
const KEY = "provider-signing-key-0123456789abcdef";

describe("providers' signing keys sealed at rest", () => {
  it("seals into text that holds no part of the key and opens back to it", () => {
    const ring = casinoKeyring([NEW]);
    const sealed = sealProviderKey(ring, "prov", KEY);
    expect(sealed).toMatch(new RegExp(SEALED_PATTERN));
    expect(sealed).not.toContain(KEY.slice(0, 8));
    expect(sealedKeyId(sealed)).toBe(ring.currentId);
    expect(openProviderKey(ring, "prov", sealed)).toBe(KEY);
    // A fresh IV every time: the same key never seals to the same text.
    expect(sealProviderKey(ring, "prov", KEY)).not.toBe(sealed);
  });

  it("refuses a sealed key moved to another provider, altered, or sealed with an unknown secret", () => {
    const ring = casinoKeyring([NEW]);
    const sealed = sealProviderKey(ring, "prov", KEY);
    expect(() => openProviderKey(ring, "other", sealed)).toThrow();
    const parts = sealed.split(":");
    const body = Buffer.from(parts[3] as string, "base64url");
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => openProviderKey(ring, "prov", parts.join(":"))).toThrow();
    expect(() => openProviderKey(casinoKeyring([OLD]), "prov", sealed)).toThrow(/unknown secret/);
    expect(() => openProviderKey(ring, "prov", KEY)).toThrow(/not sealed/);
  });

  it("rotates: a keyring with the previous secret opens old keys and seals with the new one", () => {
    const sealedOld = sealProviderKey(casinoKeyring([OLD]), "prov", KEY);
    const ring = casinoKeyringFromEnv({ CASINO_KEYS_SECRET: NEW, CASINO_KEYS_SECRET_PREVIOUS: OLD }, true);
    expect(openProviderKey(ring, "prov", sealedOld)).toBe(KEY);
    expect(sealedKeyId(sealProviderKey(ring, "prov", KEY))).toBe(casinoKeyring([NEW]).currentId);
    expect(sealedKeyId(sealedOld)).not.toBe(ring.currentId);
  });

  it("has no default in production; outside it the published development secret", () => {
    expect(() => casinoKeyringFromEnv({}, true)).toThrow(/CASINO_KEYS_SECRET is not set/);
    expect(() => casinoKeyringFromEnv({ CASINO_KEYS_SECRET: "short" }, true)).toThrow(/32/);
    expect(casinoKeyringFromEnv({}, false).currentId).toBe(
      casinoKeyring([DEVELOPMENT_CASINO_KEYS_SECRET]).currentId,
    );
    // Production never opens what the development secret sealed.
    const dev = sealProviderKey(casinoKeyringFromEnv({}, false), "prov", KEY);
    expect(() =>
      openProviderKey(casinoKeyringFromEnv({ CASINO_KEYS_SECRET: NEW }, true), "prov", dev),
    ).toThrow();
  });
});

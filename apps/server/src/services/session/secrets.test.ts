import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadSecrets } from "./secrets.ts";

const long = (c: string) => c.repeat(40);

describe("secrets", () => {
  test("development: generated once, persisted 0600, the same on the next start", () => {
    const file = join(mkdtempSync(join(tmpdir(), "parlay-secrets-")), "data", "secrets.json");
    const first = loadSecrets({ env: {}, production: false, file });
    expect(first.tokenKey).toHaveLength(43);
    expect(first.tokenKey).not.toBe(first.csrfSecret);
    expect(first.oneTap).toBeNull();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets({ env: {}, production: false, file })).toEqual(first);
    expect(JSON.parse(readFileSync(file, "utf8")).captchaKey).toBe(first.captchaKey);
  });

  test("the environment wins", () => {
    const file = join(mkdtempSync(join(tmpdir(), "parlay-secrets-")), "s.json");
    const s = loadSecrets({
      env: {
        PARLAY_TOKEN_KEY: long("t"),
        ONE_TAP_CLIENT_ID: "cid",
        ONE_TAP_ISSUER: "https://accounts.google.com",
      },
      production: false,
      file,
    });
    expect(s.tokenKey).toBe(long("t"));
    expect(s.oneTap).toEqual({ clientId: "cid", issuer: "https://accounts.google.com" });
  });

  test("production refuses to start without its secrets, and says which", () => {
    expect(() => loadSecrets({ env: {}, production: true })).toThrow(
      /PARLAY_TOKEN_KEY is not set.*PARLAY_CSRF_SECRET is not set.*PARLAY_CAPTCHA_KEY is not set/,
    );
    expect(() =>
      loadSecrets({
        env: { PARLAY_TOKEN_KEY: "short", PARLAY_CSRF_SECRET: long("c"), PARLAY_CAPTCHA_KEY: long("k") },
        production: true,
      }),
    ).toThrow(/PARLAY_TOKEN_KEY must be at least 32/);
    const env = { PARLAY_TOKEN_KEY: long("t"), PARLAY_CSRF_SECRET: long("c"), PARLAY_CAPTCHA_KEY: long("k") };
    expect(loadSecrets({ env, production: true }).oneTap).toBeNull();
    expect(() => loadSecrets({ env: { ...env, ONE_TAP_CLIENT_ID: "x" }, production: true })).toThrow(
      /set together/,
    );
  });
});

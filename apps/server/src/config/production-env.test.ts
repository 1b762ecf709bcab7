import { SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET } from "@parlay/psp-sandbox";
import { describe, expect, test } from "vitest";
import { checkProductionEnv, PRODUCTION_REQUIRED, ProductionEnvError } from "./production-env.ts";
import { productionTestEnv, without } from "./testing.ts";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    checkProductionEnv(env);
  } catch (err) {
    if (err instanceof ProductionEnvError) return err.problems;
    throw err;
  }
  return [];
}

describe("the production start check", () => {
  test("a complete environment passes and is what the site runs with", () => {
    const env = productionTestEnv();
    const checked = checkProductionEnv({ ...env, PSP_WEBHOOK_SECRET: ` ${env.PSP_WEBHOOK_SECRET} ` });
    expect(checked.PSP_WEBHOOK_SECRET).toBe(env.PSP_WEBHOOK_SECRET);
    expect(checked.PSP_PUBLIC_URL).toBeUndefined();
    expect(checkProductionEnv({ ...env, PSP_PUBLIC_URL: "https://pay.example/" }).PSP_PUBLIC_URL).toBe(
      "https://pay.example/",
    );
  });

  test("an empty environment is refused once, naming every required variable", () => {
    expect(PRODUCTION_REQUIRED).toEqual([
      "PSP_URL",
      "PSP_API_KEY",
      "PSP_WEBHOOK_SECRET",
      "PARLAY_TOKEN_KEY",
      "PARLAY_CSRF_SECRET",
      "PARLAY_CAPTCHA_KEY",
      "CASINO_KEYS_SECRET",
      "SMTP_URL",
      "SMS_WEBHOOK_URL",
    ]);
    expect(problemsOf({ NODE_ENV: "production" })).toEqual(PRODUCTION_REQUIRED.map((n) => `${n} is not set`));
    expect(() => checkProductionEnv({})).toThrow(/^Refusing to start in production: PSP_URL is not set; /);
  });

  test.each(PRODUCTION_REQUIRED)("%s unset or blank is refused by name", (name) => {
    expect(problemsOf(without(productionTestEnv(), name))).toEqual([`${name} is not set`]);
    expect(problemsOf(productionTestEnv({ [name]: "   " }))).toEqual([`${name} is not set`]);
  });

  test("short secrets, the published sandbox values and wrong URLs are refused, values never echoed", () => {
    const env = productionTestEnv({
      PARLAY_TOKEN_KEY: "short-token-key",
      PSP_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
      PSP_API_KEY: SANDBOX_API_KEY,
      PSP_URL: "/psp",
      PSP_PUBLIC_URL: "javascript:alert(1)",
      SMTP_URL: "http://127.0.0.1:2525",
      SMS_WEBHOOK_URL: "not a url",
    });
    let message = "";
    try {
      checkProductionEnv(env);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(problemsOf(env)).toEqual([
      "PSP_URL must be an http(s) URL",
      "PSP_PUBLIC_URL must be an http(s) URL",
      "PSP_API_KEY is a published sandbox value",
      "PSP_WEBHOOK_SECRET must be at least 32 characters",
      "PSP_WEBHOOK_SECRET is a published sandbox value",
      "PARLAY_TOKEN_KEY must be at least 32 characters",
      "SMTP_URL must be an smtp(s) URL",
      "SMS_WEBHOOK_URL must be an http(s) URL",
    ]);
    for (const value of ["short-token-key", SANDBOX_WEBHOOK_SECRET, SANDBOX_API_KEY])
      expect(message).not.toContain(value);
  });
});

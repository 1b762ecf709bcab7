/**
 * A complete, valid production environment for tests (none of these values is used anywhere real).
 * Start from it and remove or spoil one variable to see the site refuse.
 */
export function productionTestEnv(over: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    // Nothing listens there: pages must not need the provider to render.
    PSP_URL: "http://127.0.0.1:9/psp",
    PSP_API_KEY: "test-psp-api-key-not-used-anywhere",
    PSP_WEBHOOK_SECRET: "test-webhook-secret-0123456789abcdef",
    PARLAY_TOKEN_KEY: "test-token-key-0123456789abcdefghijklmn",
    PARLAY_CSRF_SECRET: "test-csrf-secret-0123456789abcdefghijkl",
    PARLAY_CAPTCHA_KEY: "test-captcha-key-0123456789abcdefghijk",
    CASINO_KEYS_SECRET: "test-casino-keys-secret-0123456789abcdef",
    SMTP_URL: "smtp://127.0.0.1:2525",
    SMS_WEBHOOK_URL: "http://127.0.0.1:9/sms",
    ...over,
  };
}

/** The environment without one variable. */
export function without(env: NodeJS.ProcessEnv, name: string): NodeJS.ProcessEnv {
  const { [name]: _gone, ...rest } = env;
  return rest;
}

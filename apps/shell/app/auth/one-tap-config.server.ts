import { GOOGLE_ONE_TAP_SCRIPT } from "./one-tap.ts";

/**
 * Where the one-tap client script comes from: ONE_TAP_SCRIPT_URL, else Google's. Read on the
 * server (the root loader) and handed to the page, so a deployment or a test can point the
 * browser at another provider's compatible client without a rebuild.
 */
export function oneTapScriptUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ONE_TAP_SCRIPT_URL?.trim();
  return configured ? configured : GOOGLE_ONE_TAP_SCRIPT;
}

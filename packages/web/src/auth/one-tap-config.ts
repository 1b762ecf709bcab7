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

/**
 * The one-tap client id the page hands the browser: the server's (ONE_TAP_CLIENT_ID) when this site
 * enables one-tap (isOneTapAuthEnabled), else null: one-tap is off and the browser asks nothing
 * (the client-id endpoint would only answer 404 ONE_TAP_DISABLED and log an error on every page).
 */
export function oneTapClientIdFor(siteEnabled: boolean, serverClientId: string | null): string | null {
  return siteEnabled && serverClientId ? serverClientId : null;
}

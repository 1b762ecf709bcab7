import type { OneTapClientIdAnswer } from "@parlay/contracts/players";
import type { HttpClient } from "../http/client.ts";
import { loadScriptOnce } from "./load-script.ts";

/**
 * One-tap sign-in (spec 000 §6–§8): the identity provider's client script shows its prompt or
 * button and hands back an ID token (`credential`). The script URL is configuration
 * (ONE_TAP_SCRIPT_URL, default Google's), so tests and self-hosted providers can serve their own
 * client with the same `google.accounts.id` API. Shared by the shell and the registration remote.
 */

export const GOOGLE_ONE_TAP_SCRIPT = "https://accounts.google.com/gsi/client";
/** The spec's failure text (spec 000 §8). */
export const ONE_TAP_SCRIPT_FAILED = "Failed to load the Google One Tap script";

export interface GoogleIdConfig {
  client_id: string;
  callback: (response: { credential?: string }) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  itp_support?: boolean;
  context?: "signin" | "signup" | "use";
}

export interface GoogleAccountsId {
  initialize(config: GoogleIdConfig): void;
  prompt(): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/**
 * What a refused one-tap sign-in leads to. A new identity needs an account first (currency, country,
 * age); it goes to the social registration only where registration opens (spec 000 §5), else the
 * player is told, rather than sent to a 404.
 */
export function afterOneTapRefusal(
  error: { code?: string; message: string },
  registrationOpen: boolean,
): "register" | "registrationClosed" | "error" {
  if (error.code !== "VALIDATION" || !/currency|age_confirmed|birth_date/.test(error.message)) return "error";
  return registrationOpen ? "register" : "registrationClosed";
}

let clientId: Promise<string | null> | null = null;

/** The <meta> the shell's pages carry with the site's one-tap client id ("" when one-tap is off). */
export const ONE_TAP_CLIENT_ID_META = "parlay-one-tap-client-id";

/**
 * The client id the page was rendered with: the id, null when one-tap is off on this site, or
 * undefined outside the shell's pages (nothing to go by: ask the endpoint).
 */
export function pageOneTapClientId(): string | null | undefined {
  if (typeof document === "undefined") return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ONE_TAP_CLIENT_ID_META}"]`);
  if (!meta) return undefined;
  return meta.content || null;
}

/**
 * The site's one-tap client id; null when one-tap is off here or unreachable. The shell's pages know
 * it from the server (`fromPage`, null when off) and never ask; the registration remote reads it
 * from the page's meta (`pageOneTapClientId`); only a caller with neither asks the endpoint, which
 * answers 404 ONE_TAP_DISABLED when off.
 */
export function oneTapClientId(http: HttpClient, fromPage?: string | null): Promise<string | null> {
  if (fromPage !== undefined) return Promise.resolve(fromPage);
  clientId ??= http
    .get<OneTapClientIdAnswer>("/social-api/oauth/google-one-tap/clientId")
    .then((res) => (res.ok && typeof res.data.clientId === "string" ? res.data.clientId : null));
  return clientId;
}

/** Loads the provider's client; rejects with the spec's message when it cannot. */
export async function loadGoogleId(scriptUrl: string): Promise<GoogleAccountsId> {
  try {
    await loadScriptOnce(scriptUrl);
  } catch {
    throw new Error(ONE_TAP_SCRIPT_FAILED);
  }
  const id = window.google?.accounts?.id;
  if (!id) throw new Error(ONE_TAP_SCRIPT_FAILED);
  return id;
}

/**
 * Configures the client for this caller. The provider keeps one configuration per page, so the
 * component about to prompt or render a button initialises it with its own callback.
 */
export function initializeGoogleId(
  id: GoogleAccountsId,
  config: {
    clientId: string;
    context: GoogleIdConfig["context"];
    onCredential: (credential: string) => void;
  },
): void {
  id.initialize({
    client_id: config.clientId,
    callback: (response) => {
      if (typeof response.credential === "string" && response.credential !== "")
        config.onCredential(response.credential);
    },
    auto_select: false,
    cancel_on_tap_outside: true,
    itp_support: true,
    context: config.context,
  });
}

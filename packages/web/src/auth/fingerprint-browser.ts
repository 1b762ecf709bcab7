import { setFingerprintSource } from "../http/browser.ts";
import {
  createFingerprintLoader,
  type FingerprintLoader,
  type FingerprintRecord,
  type HdApi,
} from "./fingerprint.ts";
import { loadScriptOnce } from "./load-script.ts";

let loader: FingerprintLoader | null = null;
let started = false;

const asSent = (r: FingerprintRecord | null) =>
  r ? { token: r.token, componentsData: r.componentsData } : null;

/**
 * The page's fingerprint, registered with the HTTP client. Before the 8 s start (spec 001 §4) a
 * sign-in goes without one (that is fine); after it, a call loads one if none is held. A refused
 * fingerprint (code 120) is always refreshed.
 */
export function browserFingerprint(): FingerprintLoader {
  if (!loader) {
    const created = createFingerprintLoader({
      loadScript: loadScriptOnce,
      api: () => (window as unknown as { hdApi?: HdApi }).hdApi,
      now: () => Date.now(),
    });
    loader = created;
    setFingerprintSource({
      current: async () => asSent(started ? await created.load() : created.record()),
      refresh: async () => asSent(await created.load(true)),
    });
  }
  return loader;
}

/** Called 8 s after the app is ready. */
export function startFingerprint(): void {
  started = true;
  void browserFingerprint().load();
}

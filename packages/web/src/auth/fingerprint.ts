import type { FingerprintSource } from "../http/client.ts";
import { isFingerprintValid, shouldFetchFingerprint } from "../http/players-rules.ts";

/**
 * The device fingerprint (spec 001 §3, §4, §7, §9): a helper script from
 * /hd-api/external/apps/{id}/api.js defines `window.hdApi`; `exec()` answers
 * `{ token, expiresAt, data }`, kept as `{ token, expiresAt, componentsData }`. The fetch starts
 * 8 s after the app is ready; after 2 failures it stops unless forced. Problems are only logged.
 */

export const FINGERPRINT_APP_ID = "web";
export const FINGERPRINT_SCRIPT = `/hd-api/external/apps/${FINGERPRINT_APP_ID}/api.js`;

export interface HdApi {
  ready?: Promise<unknown>;
  exec?: () => Promise<unknown>;
}

export interface FingerprintRecord {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  componentsData: string;
}

export interface FingerprintDeps {
  /** Loads and executes the helper script once. */
  loadScript(src: string): Promise<void>;
  /** `window.hdApi` after the script ran. */
  api(): HdApi | undefined;
  now(): number;
  log?: (message: string) => void;
}

export interface FingerprintLoader extends FingerprintSource {
  /** Loads unless a valid record is held (or, unforced, after too many failures). */
  load(force?: boolean): Promise<FingerprintRecord | null>;
  record(): FingerprintRecord | null;
}

function isRecordShape(value: unknown): value is { token: string; expiresAt: number; data: string } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === "string" && typeof v.expiresAt === "number" && typeof v.data === "string";
}

export function createFingerprintLoader(deps: FingerprintDeps): FingerprintLoader {
  let held: FingerprintRecord | null = null;
  let failures = 0;
  let inflight: Promise<FingerprintRecord | null> | null = null;
  const log = deps.log ?? ((m: string) => console.warn(m));
  const valid = () => (held && isFingerprintValid(held, Math.floor(deps.now() / 1000)) ? held : null);

  async function fetchRecord(): Promise<FingerprintRecord | null> {
    try {
      await deps.loadScript(FINGERPRINT_SCRIPT);
      const api = deps.api();
      if (!api?.ready) throw new Error("fingerprint: missing ready");
      if (typeof api.exec !== "function") throw new Error("fingerprint: missing exec");
      await api.ready;
      const answer = await api.exec();
      if (!isRecordShape(answer)) throw new Error("fingerprint: invalid response");
      held = { token: answer.token, expiresAt: answer.expiresAt, componentsData: answer.data };
      failures = 0;
      return held;
    } catch (error) {
      failures += 1;
      log(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  function load(force = false): Promise<FingerprintRecord | null> {
    const current = valid();
    if (current && !force) return Promise.resolve(current);
    if (!shouldFetchFingerprint(failures, force)) return Promise.resolve(null);
    inflight ??= fetchRecord().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  const asSent = (r: FingerprintRecord | null) =>
    r ? { token: r.token, componentsData: r.componentsData } : null;
  return {
    load,
    record: valid,
    current: async () => asSent(await load()),
    refresh: async () => asSent(await load(true)),
  };
}

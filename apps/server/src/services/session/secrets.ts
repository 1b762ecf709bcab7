import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { variableProblems } from "../../config/production-env.ts";
import { randomToken } from "./crypto.ts";

/** The players service's secrets; see docs/players.md "Configuration". */
export interface PlayersSecrets {
  /** Signs access tokens; purpose keys (codes, fingerprints, sealing) are derived from it. */
  tokenKey: string;
  csrfSecret: string;
  /** HMAC key of the self-hosted ALTCHA challenges. */
  captchaKey: string;
  /** One-tap sign-in; null turns it off. */
  oneTap: { clientId: string; issuer: string } | null;
}

const GENERATED = {
  tokenKey: "PARLAY_TOKEN_KEY",
  csrfSecret: "PARLAY_CSRF_SECRET",
  captchaKey: "PARLAY_CAPTCHA_KEY",
} as const;
type Generated = keyof typeof GENERATED;

export interface LoadSecretsOptions {
  env: NodeJS.ProcessEnv;
  production: boolean;
  /** Where development secrets are persisted; default ./data/secrets.json. */
  file?: string;
}

function readFile(file: string): Partial<Record<Generated, string>> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  return typeof parsed === "object" && parsed !== null ? (parsed as Partial<Record<Generated, string>>) : {};
}

/**
 * Secrets come from the environment. In development a missing one is generated once and kept in
 * ./data/secrets.json (mode 0600) so sessions survive restarts; in production a missing or short
 * secret stops the server: a generated production key would silently log everyone out on every
 * deploy and differ between instances.
 */
export function loadSecrets(opts: LoadSecretsOptions): PlayersSecrets {
  const { env, production } = opts;
  const fromEnv = (name: string) => (env[name] ?? "").trim();
  const problems: string[] = [];
  const values = {} as Record<Generated, string>;
  const file = resolve(opts.file ?? "data/secrets.json");
  let stored: Partial<Record<Generated, string>> | undefined;
  let changed = false;
  for (const [key, name] of Object.entries(GENERATED) as [Generated, (typeof GENERATED)[Generated]][]) {
    let value = fromEnv(name);
    if (!value && !production) {
      stored ??= readFile(file);
      value = stored[key] ?? "";
      if (!value) {
        value = randomToken(32);
        stored[key] = value;
        changed = true;
      }
    }
    // The production start check's own rule, so the two can never disagree on what is usable.
    problems.push(...variableProblems(name, value));
    values[key] = value;
  }
  const clientId = fromEnv("ONE_TAP_CLIENT_ID");
  const issuer = fromEnv("ONE_TAP_ISSUER");
  if (Boolean(clientId) !== Boolean(issuer))
    problems.push("ONE_TAP_CLIENT_ID and ONE_TAP_ISSUER must be set together");
  if (issuer && !/^https?:\/\//.test(issuer)) problems.push("ONE_TAP_ISSUER must be an http(s) URL");
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start the players service: ${problems.join("; ")}. ` +
        "Set them in the environment (see docs/players.md, Configuration).",
    );
  }
  if (changed && stored) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...values, oneTap: clientId && issuer ? { clientId, issuer } : null };
}

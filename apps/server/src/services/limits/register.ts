/**
 * The national self-exclusion register (GAMSTOP-shaped; domain register.ts has the interface, the
 * decision and the SandboxRegister). Asked at registration, at sign-in and daily for every player
 * whose details are complete; Y refuses the account (and marks a known player with 37), N and P
 * allow it; a register that cannot be asked fails closed (REGISTER_UNAVAILABLE).
 *
 * Which register: REGISTER_MODE = off (default) | sandbox | gamstop. gamstop posts the form to
 * GAMSTOP_API_URL with the X-API-Key header GAMSTOP_API_KEY (no default: required in production)
 * and reads the X-Exclusion and X-Unique-Id answer headers, with a 5 s timeout.
 */
import type { Db } from "@parlay/db";
import type { UserRow } from "@parlay/db/players";
import {
  isValidRegisterQuery,
  LimitType,
  type RegisterAnswer,
  type RegisterQuery,
  SandboxRegister,
  type SelfExclusionRegister,
  screenWithRegister,
} from "@parlay/domain/limits";
import { AppError } from "../../http/errors.ts";
import { signOutEverywhere } from "./flow.ts";
import { lockSettings, recordEvent } from "./store.ts";

export type RegisterPurpose = "registration" | "login" | "daily";

/** The register's form from what a player gave us; null when something is missing. */
export function registerQueryOf(p: {
  email: string | null;
  birthDate: string | null;
  firstName: string | null;
  lastName: string | null;
  postcode: string | null;
}): RegisterQuery | null {
  if (!p.email || !p.birthDate || !p.firstName || !p.lastName || !p.postcode) return null;
  const q = {
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.birthDate,
    email: p.email,
    postcode: p.postcode,
  };
  return isValidRegisterQuery(q) ? q : null;
}

/** A stored player's query (user_data name, surname, postcode; birth_date; email). */
export function registerQueryOfUser(user: UserRow): RegisterQuery | null {
  const data = (user.user_data ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);
  return registerQueryOf({
    email: user.email,
    birthDate: user.birth_date ?? text(data.date_birthday),
    firstName: text(data.name),
    lastName: text(data.surname),
    postcode: text(data.postcode),
  });
}

/**
 * Asks the register and records the check; for a known player, Y sets the marker 37 (and ends every
 * session) and N/P lifts a marker the register set. Answers whether the player is allowed.
 */
export async function screenPlayer(
  db: Db,
  register: SelfExclusionRegister,
  input: { purpose: RegisterPurpose; query: RegisterQuery; userId: bigint | null },
  now: Date,
): Promise<{ allowed: boolean; code: "REGISTER_EXCLUDED" | "REGISTER_UNAVAILABLE" | null }> {
  const decision = await screenWithRegister(register, input.query);
  const exclusion = decision.allowed
    ? decision.exclusion
    : decision.code === "REGISTER_EXCLUDED"
      ? "Y"
      : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("limit_register_check")
      .values({
        user_id: input.userId,
        purpose: input.purpose,
        exclusion,
        unique_id: decision.uniqueId,
        at: now,
      })
      .execute();
    if (input.userId === null || exclusion === null) return;
    const userId = input.userId;
    const rows = await lockSettings(trx, userId, [LimitType.selfExcludedMarker], now);
    const marked = rows.get(LimitType.selfExcludedMarker)?.value === 1;
    const excluded = exclusion === "Y";
    if (marked === excluded) return;
    await trx
      .updateTable("limit_setting")
      .set({ value: excluded ? 1 : 0, applied_at: now, updated_at: now })
      .where("user_id", "=", userId)
      .where("limit_type", "=", LimitType.selfExcludedMarker)
      .execute();
    await recordEvent(trx, {
      userId,
      limitType: LimitType.selfExcludedMarker,
      action: "register_checked",
      actor: "register",
      at: now,
      value: excluded ? 1 : 0,
      detail: { exclusion, uniqueId: decision.uniqueId, purpose: input.purpose },
    });
    if (excluded) await signOutEverywhere(trx, userId, now, "register_excluded");
  });
  return decision.allowed ? { allowed: true, code: null } : { allowed: false, code: decision.code };
}

/** Throws the catalogue code when the register refuses. */
export async function requireRegisterAllows(
  db: Db,
  register: SelfExclusionRegister,
  input: { purpose: RegisterPurpose; query: RegisterQuery; userId: bigint | null },
  now: Date,
): Promise<void> {
  const r = await screenPlayer(db, register, input, now);
  if (!r.allowed && r.code) throw new AppError(r.code);
}

/** GAMSTOP's API: a form POST, the answer in response headers (docs/responsible-gaming.md). */
export class GamstopRegister implements SelfExclusionRegister {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 5_000,
  ) {}

  async check(query: RegisterQuery): Promise<RegisterAnswer> {
    const form = new URLSearchParams({
      firstName: query.firstName,
      lastName: query.lastName,
      dateOfBirth: query.dateOfBirth,
      email: query.email,
      postcode: query.postcode,
    });
    const res = await this.fetchImpl(this.url, {
      method: "POST",
      headers: { "x-api-key": this.apiKey, "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`register: HTTP ${res.status}`);
    const exclusion = res.headers.get("x-exclusion");
    const uniqueId = res.headers.get("x-unique-id") ?? "";
    if (exclusion !== "Y" && exclusion !== "N" && exclusion !== "P")
      throw new Error("register: no X-Exclusion");
    return { exclusion, uniqueId };
  }
}

/** The register REGISTER_MODE names; null when off. The sandbox is refused in production. */
export function registerFromEnv(env: NodeJS.ProcessEnv, production: boolean): SelfExclusionRegister | null {
  const mode = env.REGISTER_MODE ?? "off";
  if (mode === "off") return null;
  if (mode === "sandbox") {
    if (production) throw new Error("REGISTER_MODE=sandbox is not allowed in production");
    return new SandboxRegister();
  }
  if (mode === "gamstop") {
    const url = env.GAMSTOP_API_URL;
    const key = env.GAMSTOP_API_KEY;
    if (!url || !key) throw new Error("REGISTER_MODE=gamstop needs GAMSTOP_API_URL and GAMSTOP_API_KEY");
    return new GamstopRegister(url, key);
  }
  throw new Error(`REGISTER_MODE must be off, sandbox or gamstop (got "${mode}")`);
}

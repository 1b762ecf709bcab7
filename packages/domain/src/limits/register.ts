/**
 * A national self-exclusion register, shaped like GAMSTOP's API: a form of first name, last name,
 * date of birth (yyyy-mm-dd), e-mail and postcode; the answer is Y (excluded), N (not registered) or
 * P (previously excluded, lapsed), with a unique id per check. Y refuses registration and sign-in;
 * N and P allow them. A register that cannot be asked fails closed (REGISTER_UNAVAILABLE): the
 * operator must not open or let in an account it could not check.
 *
 * The interface is what the real adapter (an HTTP client with the API key and a 5 s timeout, built
 * with the service) implements; `SandboxRegister` is an in-memory one for tests and development.
 */
import type { LimitCode } from "./codes.ts";

export interface RegisterQuery {
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-mm-dd */
  readonly dateOfBirth: string;
  readonly email: string;
  readonly postcode: string;
}

export type RegisterExclusion = "Y" | "N" | "P";

export interface RegisterAnswer {
  readonly exclusion: RegisterExclusion;
  /** The register's id of this check, kept with the audit record. */
  readonly uniqueId: string;
}

export interface SelfExclusionRegister {
  /** Rejects when the register cannot be reached or answers nonsense (the caller fails closed). */
  check(query: RegisterQuery): Promise<RegisterAnswer>;
}

export type RegisterDecision =
  | { readonly allowed: true; readonly exclusion: "N" | "P" }
  | {
      readonly allowed: false;
      readonly code: Extract<LimitCode, "REGISTER_EXCLUDED" | "REGISTER_UNAVAILABLE">;
    };

/** The decision for registration and sign-in; `null` means the register could not be asked. */
export function decideRegister(answer: RegisterAnswer | null): RegisterDecision {
  if (answer === null) return { allowed: false, code: "REGISTER_UNAVAILABLE" };
  if (answer.exclusion === "Y") return { allowed: false, code: "REGISTER_EXCLUDED" };
  return { allowed: true, exclusion: answer.exclusion };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a query is complete: every field non-blank, the date a real yyyy-mm-dd date. */
export function isValidRegisterQuery(q: RegisterQuery): boolean {
  const fields = [q.firstName, q.lastName, q.email, q.postcode];
  if (fields.some((f) => f.trim() === "")) return false;
  const m = DATE.exec(q.dateOfBirth);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The key a register matches on: names and e-mail trimmed and case-folded, postcode upper-cased
 * without spaces (the sandbox's choice; GAMSTOP's own matching is theirs).
 */
export function registerKey(q: RegisterQuery): string {
  const fold = (s: string) => s.trim().toLowerCase();
  return [
    fold(q.firstName),
    fold(q.lastName),
    q.dateOfBirth,
    fold(q.email),
    q.postcode.replace(/\s+/g, "").toUpperCase(),
  ].join("|");
}

export interface SandboxEntry extends RegisterQuery {
  readonly exclusion: "Y" | "P";
}

/**
 * An in-memory register: the listed people answer Y or P, everyone else N. Ids are `sandbox-1`,
 * `sandbox-2`, … in order of checks. A query that is not valid rejects, like a 400 from the register.
 */
export class SandboxRegister implements SelfExclusionRegister {
  readonly #entries = new Map<string, "Y" | "P">();
  #checks = 0;

  constructor(entries: readonly SandboxEntry[] = []) {
    for (const e of entries) this.#entries.set(registerKey(e), e.exclusion);
  }

  add(entry: SandboxEntry): void {
    this.#entries.set(registerKey(entry), entry.exclusion);
  }

  get checks(): number {
    return this.#checks;
  }

  async check(query: RegisterQuery): Promise<RegisterAnswer> {
    if (!isValidRegisterQuery(query)) throw new Error("register: the query is not complete");
    this.#checks += 1;
    return { exclusion: this.#entries.get(registerKey(query)) ?? "N", uniqueId: `sandbox-${this.#checks}` };
  }
}

/** Asks the register and decides; any failure of the register fails closed. */
export async function screenWithRegister(
  register: SelfExclusionRegister,
  query: RegisterQuery,
): Promise<RegisterDecision & { readonly uniqueId: string | null }> {
  let answer: RegisterAnswer | null = null;
  try {
    answer = await register.check(query);
  } catch {
    answer = null;
  }
  return { ...decideRegister(answer), uniqueId: answer?.uniqueId ?? null };
}

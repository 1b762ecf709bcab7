/**
 * The production start check. In production no secret or delivery setting has a default: a
 * fallback is a published value (the sandbox's webhook secret once let a forged webhook credit a
 * real account). The check runs first in start(), before the database is touched and long before
 * the port is opened, and names every problem at once so one failed deploy is enough to fix them.
 */
import { DEVELOPMENT_CASINO_KEYS_SECRET } from "@parlay/db/casino";
import { SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET } from "@parlay/psp-sandbox";
import { z } from "zod";

/** Shortest accepted signing key, webhook secret or operator token (about 190 bits of base64). */
export const MIN_SECRET_LENGTH = 32;

/** Values printed in the code and docs of the sandbox: anyone can sign with them. */
const PUBLISHED = new Set([SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET, DEVELOPMENT_CASINO_KEYS_SECRET]);

/** An empty or blank variable is as good as unset (a `KEY=` line in an env file). */
const blankAsUnset = (v: unknown) => (typeof v === "string" ? v.trim() || undefined : v);

function unsetOr(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is not set" : message) };
}

/** A secret: set, at least `min` characters, and not one of the published sandbox values. */
function secretField(min = MIN_SECRET_LENGTH) {
  return z.preprocess(
    blankAsUnset,
    z
      .string(unsetOr("must be a string"))
      .min(min, `must be at least ${min} characters`)
      .refine((v) => !PUBLISHED.has(v), "is a published sandbox value"),
  );
}

function urlField(protocol: RegExp, kind: string) {
  return z.preprocess(blankAsUnset, z.url({ protocol, ...unsetOr(`must be ${kind} URL`) }));
}

const httpUrl = () => urlField(/^https?$/, "an http(s)");

/** Every variable production needs; the parsed value is what the site runs with. */
export const productionEnvSchema = z.object({
  /** The provider's merchant API; the in-process sandbox never stands in for it in production. */
  PSP_URL: httpUrl(),
  /** Where players' browsers are sent to pay; defaults to PSP_URL (not a secret). */
  PSP_PUBLIC_URL: z.preprocess(blankAsUnset, httpUrl().optional()),
  /** Issued by the provider, so its length is the provider's business; it must be set. */
  PSP_API_KEY: secretField(1),
  PSP_WEBHOOK_SECRET: secretField(),
  PARLAY_TOKEN_KEY: secretField(),
  PARLAY_CSRF_SECRET: secretField(),
  PARLAY_CAPTCHA_KEY: secretField(),
  /** Seals game providers' signing keys at rest (docs/casino.md "Provider keys at rest"). */
  CASINO_KEYS_SECRET: secretField(),
  SMTP_URL: urlField(/^smtps?$/, "an smtp(s)"),
  SMS_WEBHOOK_URL: httpUrl(),
});

export type ProductionEnv = z.infer<typeof productionEnvSchema>;
export type ProductionVariable = keyof typeof productionEnvSchema.shape;

/** Why `value` cannot be production's `name`, by the same rule as the start check; empty when it can. */
export function variableProblems(name: ProductionVariable, value: string | undefined): string[] {
  const checked = productionEnvSchema.shape[name].safeParse(value);
  return checked.success ? [] : checked.error.issues.map((issue) => `${name} ${issue.message}`);
}

/** The variables production refuses to start without (the README's configuration table). */
export const PRODUCTION_REQUIRED = Object.keys(productionEnvSchema.shape).filter(
  (name) => name !== "PSP_PUBLIC_URL",
);

/** Thrown before anything starts; `problems` has one line per variable, values never included. */
export class ProductionEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start in production: ${problems.join("; ")}. ` +
        "Set them in the environment (README, Configuration).",
    );
    this.name = "ProductionEnvError";
  }
}

/** One readable line per failing variable, e.g. "PSP_WEBHOOK_SECRET is not set". */
export function envProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`);
}

/** Validates the production environment; throws one ProductionEnvError naming every problem. */
export function checkProductionEnv(env: NodeJS.ProcessEnv): ProductionEnv {
  const parsed = productionEnvSchema.safeParse(env);
  if (!parsed.success) throw new ProductionEnvError(envProblems(parsed.error));
  return parsed.data;
}

import { personalDataAnswer, personalDataSaved } from "@parlay/contracts/verification";
import type { Database } from "@parlay/db";
import type { SiteConfig } from "@parlay/domain/config";
import { isVerified, type PersonalData, personalDataOf, personalDataPatch } from "@parlay/domain/players";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type { SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";
import { STATE_COLUMNS, stateOf, verificationSummary } from "./store.ts";

export async function readState(db: Kysely<Database>, userId: bigint) {
  return db
    .selectFrom("users")
    .select([...STATE_COLUMNS, "user_data", "birth_date"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

type StateWithData = Awaited<ReturnType<typeof readState>>;

function answer(row: StateWithData) {
  return {
    data: personalDataOf((row.user_data ?? {}) as Record<string, unknown>, row.birth_date),
    locked: isVerified(stateOf(row)),
    verification: verificationSummary(row),
  };
}

/** GET /web-api/user/personal-data: the player's data, whether it is locked, the verification status. */
export async function readPersonalData(db: Kysely<Database>, userId: bigint) {
  return answer(await readState(db, userId));
}

/**
 * The personal-data page (001 §3 fields): read, and save until the player is verified; after that
 * every save is 409 PERSONAL_DATA_LOCKED and changes nothing (docs/verification.md "Personal data").
 */
export function personalDataRoutes(
  scope: FastifyInstance,
  auth: SessionAuthenticator,
  configOf: (request: FastifyRequest) => Promise<Pick<SiteConfig, "minAge">>,
): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/web-api/user/personal-data",
    {
      config: { renderGrant: true },
      schema: {
        tags: ["verification"],
        description:
          "The player's personal data, whether it is locked (verified), and the verification status.",
        response: { 200: personalDataAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const s = await auth.requireSession(request);
      return readPersonalData(rt.db, s.row.user_id);
    },
  );

  app.post(
    "/web-api/user/personal-data",
    {
      preHandler: auth.csrfGuard,
      config: perMinute(rt.rateLimits.login),
      schema: {
        tags: ["verification"],
        description:
          "Saves any of the fields (an empty string clears one). 409 PERSONAL_DATA_LOCKED once the player is verified.",
        body: z.record(z.string(), z.unknown()),
        response: { 200: personalDataSaved },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const s = await auth.requireSession(request);
      const { minAge } = await configOf(request);
      const parsed = personalDataPatch(rt.now(), minAge).safeParse(request.body);
      if (!parsed.success) {
        const first = parsed.error.issues
          .slice(0, 3)
          .map((i) => `body.${i.path.join(".")}: ${i.message}`)
          .join("; ");
        throw new AppError("VALIDATION", first, {
          fields: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        });
      }
      const patch = parsed.data;
      const row = await rt.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("users")
          .select([...STATE_COLUMNS, "user_data", "birth_date"])
          .where("id", "=", s.row.user_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (isVerified(stateOf(current))) throw new AppError("PERSONAL_DATA_LOCKED");
        const stored = (current.user_data ?? {}) as Record<string, unknown>;
        const merged: Record<string, unknown> = { ...stored };
        for (const [key, value] of Object.entries(patch) as [keyof PersonalData, unknown][]) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        const birth = "date_birthday" in patch ? (patch.date_birthday ?? null) : current.birth_date;
        return trx
          .updateTable("users")
          .set({ user_data: JSON.stringify(merged), birth_date: birth, updated_at: rt.now() })
          .where("id", "=", s.row.user_id)
          .returning([...STATE_COLUMNS, "user_data", "birth_date"])
          .executeTakeFirstOrThrow();
      });
      return { success: true as const, message: "", ...answer(row) };
    },
  );
}

import type { Viewer } from "@parlay/shell/services";
import type { FastifyRequest } from "fastify";
import type { ServiceContext } from "../context.ts";
import { termsPendingFor } from "../services/access/index.ts";

/** Who the shell renders for: the session's player with the ban state the route guards read. */
export function createViewerLookup(ctx: ServiceContext) {
  return async (request: FastifyRequest): Promise<Viewer | null> => {
    const user = await ctx.auth.userFrom(request);
    if (!user) return null;
    const row = await ctx.db
      .selectFrom("users")
      .select(["ban_level", "ban_version", "is_need_identification"])
      .where("id", "=", user.id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: String(user.id),
      banLevel: row.ban_level,
      banVersion: row.ban_version,
      needsIdentification: row.is_need_identification,
      withdrawOnly: user.scope === "withdraw",
      termsPending: await termsPendingFor(ctx.db, user.id),
    };
  };
}

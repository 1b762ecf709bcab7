import type { Database } from "@parlay/db";
import {
  type BlockRule,
  type BlockRuleKind,
  decideBlock,
  parseIp,
  REFERRAL_PARAMS,
  RULE_KINDS,
  ruleProblem,
  TEMPLATES_BY_KIND,
} from "@parlay/domain/access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";
import { type VisitorCountryOptions, visitorCountry } from "./geoip.ts";
import { siteCache } from "./site-cache.ts";

export { RULES_TTL_MS } from "./site-cache.ts";

/** Where the visitor's country comes from (geoip.ts `visitorCountry`): GeoIP, or the CDN's header when trusted. */
export type BlocksOptions = VisitorCountryOptions;

function toRule(row: {
  id: number;
  kind: string;
  value: string;
  template_type_id: number;
  starts_at: Date | null;
  ends_at: Date | null;
  auth_only: boolean;
}): BlockRule {
  return {
    id: row.id,
    kind: row.kind as BlockRuleKind,
    value: row.value,
    templateTypeId: row.template_type_id,
    startsAt: row.starts_at ? new Date(row.starts_at) : null,
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    authOnly: row.auth_only,
  };
}

function rulesCache(db: Kysely<Database>, now: () => Date) {
  return siteCache(
    (groupId) =>
      db
        .selectFrom("access_block_rule")
        .selectAll()
        .where("group_id", "=", groupId)
        .execute()
        .then((rows) => rows.map(toRule)),
    now,
  );
}

/** The referral tags of a page: the traffic-source parameters of its query. */
function referralsOf(params: URLSearchParams): string[] {
  return REFERRAL_PARAMS.flatMap((name) => params.getAll(name)).filter((v) => v.length > 0);
}

const flag = z
  .union([z.boolean(), z.enum(["0", "1", "true", "false"])])
  .optional()
  .transform((v) => v === true || v === "1" || v === "true");
const lightQuery = z
  .object({
    stage: z.string().max(40).optional(),
    auth: flag,
    referralParams: z.string().max(2000).optional(),
    referralWHNMobile: z.string().max(200).optional(),
    mainVipDomainAuthNeed: flag,
    ...Object.fromEntries(REFERRAL_PARAMS.map((p) => [p, z.string().max(200).optional()])),
  })
  .passthrough();
const blockBody = z.object({ auth: flag, url: z.string().max(4000) });
const decision = z.object({ displayTypeId: z.number().int(), templateTypeId: z.number().int().nullable() });

const ruleView = z.object({
  id: z.number(),
  groupId: z.number(),
  kind: z.enum(RULE_KINDS),
  value: z.string(),
  templateTypeId: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  authOnly: z.boolean(),
  note: z.string(),
  createdAt: z.string(),
});
const ruleBody = z
  .object({
    groupId: z.number().int().positive(),
    kind: z.enum(RULE_KINDS),
    value: z.string().trim().max(200).default(""),
    templateTypeId: z.number().int(),
    startsAt: z.coerce.date().nullable().default(null),
    endsAt: z.coerce.date().nullable().default(null),
    authOnly: z.boolean().default(false),
    note: z.string().trim().max(500).default(""),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, "endsAt must be after startsAt");

/**
 * The blocks service of spec 000 §7 (`GET /blocks-api/api/v1/block/light`, `POST
 * /blocks-api/api/v2/block`) and the back office's block rules (issue 16 §3; docs/access-control.md).
 */
export interface BlocksService extends Service {
  /**
   * The decision for a page request, in process (the shell's render asks before rendering, and the
   * guest page cache keys on it). Two tries 100 ms apart (spec 000 §9); "unavailable" after that,
   * which turns maintenance on (§4). Before the service is mounted: undefined (no blocks).
   */
  decisionFor(
    request: FastifyRequest,
  ): Promise<{ displayTypeId: number; templateTypeId: number | null } | "unavailable" | undefined>;
}

export function createBlocksService(options: BlocksOptions = {}): BlocksService {
  let decideFor:
    | ((request: FastifyRequest) => Promise<{ displayTypeId: number; templateTypeId: number | null }>)
    | null = null;
  const service: Service = async (fastify: FastifyInstance, ctx) => {
    const { rt } = playersFor(ctx);
    const countryOf = visitorCountry(options);
    const rules = rulesCache(rt.db, () => rt.now());
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    async function decide(request: FastifyRequest, referrals: string[]) {
      const site = await rt.siteOf(request);
      const ip = parseIp(request.ip);
      const country = await countryOf(request);
      // Signed in as far as the server can tell (the `auth` flag a page sends is not trusted).
      const auth = (await ctx.auth.userFrom(request)) !== null;
      const result = decideBlock(
        await rules.get(site.groupId),
        { country, ip, userAgent: String(request.headers["user-agent"] ?? ""), referrals, auth },
        rt.now(),
      );
      return { displayTypeId: result.displayTypeId, templateTypeId: result.templateTypeId ?? null };
    }

    decideFor = (request) => {
      const url = new URL(request.url, "http://page.invalid");
      return decide(request, referralsOf(url.searchParams));
    };

    app.get(
      "/blocks-api/api/v1/block/light",
      {
        schema: {
          tags: ["blocks"],
          description:
            "Whether this visitor is blocked (spec 000 §3 Block decision): by site state, address, country, traffic source or browser.",
          querystring: lightQuery,
          response: { 200: decision },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const params = new URLSearchParams(request.query.referralParams ?? "");
        for (const name of REFERRAL_PARAMS) {
          const value = (request.query as Record<string, unknown>)[name];
          if (typeof value === "string" && value) params.append(name, value);
        }
        return decide(request, referralsOf(params));
      },
    );

    app.post(
      "/blocks-api/api/v2/block",
      {
        schema: {
          tags: ["blocks"],
          description: "The block decision for the page at `url`.",
          body: blockBody,
          response: { 200: decision },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        let params = new URLSearchParams();
        try {
          params = new URL(request.body.url, "http://page.invalid").searchParams;
        } catch {
          throw new AppError("VALIDATION", "url is not a URL");
        }
        return decide(request, referralsOf(params));
      },
    );

    const present = (
      row: Parameters<typeof toRule>[0] & { group_id: number; note: string; created_at: Date },
    ) => ({
      id: row.id,
      groupId: row.group_id,
      kind: row.kind as BlockRuleKind,
      value: row.value,
      templateTypeId: row.template_type_id,
      startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
      endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
      authOnly: row.auth_only,
      note: row.note,
      createdAt: new Date(row.created_at).toISOString(),
    });

    app.get(
      "/backoffice-api/v1/blocks",
      {
        config: staffAccess("config.read"),
        schema: {
          tags: ["backoffice"],
          description: "The block rules of every site group, with the templates each kind may use.",
          response: {
            200: z.object({
              items: z.array(ruleView),
              templatesByKind: z.record(z.string(), z.array(z.number())),
            }),
          },
        },
      },
      async () => {
        const rows = await rt.db
          .selectFrom("access_block_rule")
          .selectAll()
          .orderBy("group_id")
          .orderBy("id")
          .execute();
        const templatesByKind = Object.fromEntries(
          Object.entries(TEMPLATES_BY_KIND).map(([kind, ids]) => [kind, [...ids]]),
        );
        return { items: rows.map(present), templatesByKind };
      },
    );

    app.post(
      "/backoffice-api/v1/blocks",
      {
        config: staffAccess("blocks.write"),
        schema: {
          tags: ["backoffice"],
          description: "Adds a block rule.",
          body: ruleBody,
          response: { 201: ruleView },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const value = b.kind === "country" ? b.value.toUpperCase() : b.value;
        const problem = ruleProblem({ kind: b.kind, value, templateTypeId: b.templateTypeId });
        if (problem) throw new AppError("BLOCK_RULE_INVALID", problem);
        const group = await rt.db
          .selectFrom("site")
          .select("group_id")
          .where("group_id", "=", b.groupId)
          .executeTakeFirst();
        if (!group) throw new AppError("NOT_FOUND", "No such site group");
        const actor = actorOf(request);
        const row = await rt.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("access_block_rule")
            .values({
              group_id: b.groupId,
              kind: b.kind,
              value,
              template_type_id: b.templateTypeId,
              starts_at: b.startsAt,
              ends_at: b.endsAt,
              auth_only: b.authOnly,
              note: b.note,
              created_by: actor.staffId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(
            trx,
            actor,
            {
              action: "blocks.create",
              targetType: "block_rule",
              targetId: String(inserted.id),
              after: present(inserted),
            },
            rt.now(),
          );
          return inserted;
        });
        rules.forget(b.groupId);
        return reply.code(201).send(present(row));
      },
    );

    app.delete(
      "/backoffice-api/v1/blocks/:id",
      {
        config: staffAccess("blocks.write"),
        schema: {
          tags: ["backoffice"],
          description: "Removes a block rule.",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const removed = await rt.db.transaction().execute(async (trx) => {
          const row = await trx
            .deleteFrom("access_block_rule")
            .where("id", "=", request.params.id)
            .returningAll()
            .executeTakeFirst();
          if (!row) throw new AppError("NOT_FOUND", "No such block rule");
          await writeAudit(
            trx,
            actor,
            {
              action: "blocks.delete",
              targetType: "block_rule",
              targetId: String(row.id),
              before: present(row),
            },
            rt.now(),
          );
          return row;
        });
        rules.forget(removed.group_id);
        return reply.code(204).send();
      },
    );
  };
  return Object.assign(service, {
    async decisionFor(request: FastifyRequest) {
      if (!decideFor) return undefined;
      for (let attempt = 0; ; attempt++) {
        try {
          return await decideFor(request);
        } catch (err) {
          if (err instanceof AppError && err.code === "NO_SITE_CONFIG") return undefined;
          if (attempt >= 1) return "unavailable" as const;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  });
}

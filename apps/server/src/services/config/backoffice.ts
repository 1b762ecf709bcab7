/**
 * The back office's site config (issue 16 §1, §2; docs/config.md "Back office"): every group and
 * field of spec 000 §3 per country and per language row, validated by the write path visitors'
 * answers are checked against (write.ts); every change appends a version with the row before and
 * after and an audit row in the same transaction; rollback to any version; the maintenance
 * schedule. A change reaches this process at once and every other within the Redis round trip
 * (invalidation.ts), or at once on the embedded database (one process).
 */
import type { Database } from "@parlay/db";
import {
  CONFIG_GROUPS,
  type ConfigGroupName,
  configDiff,
  configRowInput,
  configScope,
  maintenanceConfig,
  maintenanceSchedule,
} from "@parlay/domain/config";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Transaction } from "kysely";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";
import { type ConfigStore, configStoreFor } from "./store.ts";
import type { ConfigChangeHook } from "./write.ts";

const scope = configScope;
const rowKey = z.object({
  groupId: z.coerce.number().int().positive().max(2_147_483_647),
  group: z.enum(CONFIG_GROUPS),
  country: scope,
  lang: scope,
});
const rowView = z.object({
  groupId: z.number(),
  group: z.string(),
  country: z.string(),
  lang: z.string(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
const changeView = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
const versionView = z.object({
  id: z.number(),
  groupId: z.number(),
  group: z.string(),
  country: z.string(),
  lang: z.string(),
  action: z.enum(["put", "delete", "rollback"]),
  rolledBackTo: z.number().nullable(),
  staffEmail: z.string(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(changeView),
});
const versionsQuery = z.object({
  groupId: z.coerce.number().int().positive().max(2_147_483_647),
  group: z.enum(CONFIG_GROUPS).optional(),
  country: scope.optional(),
  lang: scope.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const groupQuery = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });
const maintenanceBody = maintenanceSchedule;

type Json = Record<string, unknown> | null;
const asObject = (v: unknown): Json =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

type VersionRow = {
  id: number;
  group_id: number;
  group_name: string;
  country: string;
  lang: string;
  before: unknown;
  data: unknown;
  action: "put" | "delete" | "rollback";
  rolled_back_to: number | null;
  staff_email: string;
  at: Date;
};

function presentVersion(v: VersionRow) {
  const before = asObject(v.before);
  const data = asObject(v.data);
  return {
    id: v.id,
    groupId: v.group_id,
    group: v.group_name,
    country: v.country,
    lang: v.lang,
    action: v.action,
    rolledBackTo: v.rolled_back_to,
    staffEmail: v.staff_email,
    at: new Date(v.at).toISOString(),
    before,
    data,
    changes: configDiff(before, data),
  };
}

/** The hook every back-office config change runs in its transaction: the version, then the audit. */
function recordChange(
  request: FastifyRequest,
  now: () => Date,
  action: "put" | "delete" | "rollback",
  auditAction: string,
  rolledBackTo: number | null = null,
): ConfigChangeHook {
  const actor = actorOf(request);
  return async (trx: Transaction<Database>, change) => {
    const version = await trx
      .insertInto("site_config_version")
      .values({
        group_id: change.groupId,
        group_name: change.group,
        country: change.country,
        lang: change.lang,
        before: change.before === null ? null : JSON.stringify(change.before),
        data: change.after === null ? null : JSON.stringify(change.after),
        action,
        rolled_back_to: rolledBackTo,
        staff_id: actor.staffId,
        staff_email: actor.email,
        at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(
      trx,
      actor,
      {
        action: auditAction,
        targetType: "site_config",
        targetId: `${change.groupId}/${change.group}/${change.country}/${change.lang}`,
        before: change.before,
        after: { version: version.id, data: change.after, changes: configDiff(change.before, change.after) },
      },
      now(),
    );
  };
}

export interface ConfigBackofficeOptions {
  /** The store whose caches a change drops (default: the database's shared one). */
  store?: ConfigStore;
}

/** /backoffice-api/v1/config… and /backoffice-api/v1/maintenance (docs/backoffice.md). */
export function createConfigBackoffice(options: ConfigBackofficeOptions = {}): Service {
  return async (fastify, ctx) => {
    const { rt } = playersFor(ctx);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const store = options.store ?? configStoreFor(ctx.db, { logger: app.log });
    const now = () => rt.now();

    async function baseRow(groupId: number, group: ConfigGroupName) {
      const row = await rt.db
        .selectFrom("site_config_group")
        .select("data")
        .where("group_id", "=", groupId)
        .where("group_name", "=", group)
        .where("country", "=", "*")
        .where("lang", "=", "*")
        .executeTakeFirst();
      if (!row) throw new AppError("NOT_FOUND", `Site ${groupId} has no ${group} base row`);
      return asObject(row.data) ?? {};
    }

    app.get(
      "/backoffice-api/v1/config",
      {
        config: staffAccess("config.read"),
        schema: {
          tags: ["backoffice"],
          description:
            "Every config row of a site: the base row of each group and its country and language rows.",
          querystring: groupQuery,
          response: { 200: z.object({ groups: z.array(z.string()), rows: z.array(rowView) }) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const rows = await rt.db
          .selectFrom("site_config_group")
          .selectAll()
          .where("group_id", "=", request.query.groupId)
          .orderBy("group_name")
          .orderBy("country")
          .orderBy("lang")
          .execute();
        return {
          groups: [...CONFIG_GROUPS],
          rows: rows.map((r) => ({
            groupId: r.group_id,
            group: r.group_name,
            country: r.country,
            lang: r.lang,
            data: asObject(r.data) ?? {},
            updatedAt: new Date(r.updated_at).toISOString(),
          })),
        };
      },
    );

    app.put(
      "/backoffice-api/v1/config/rows",
      {
        config: staffAccess("config.write"),
        schema: {
          tags: ["backoffice"],
          description:
            "Sets one config row (a group's base row, or a country, language or country-and-language row). The row merged as visitors get it must pass the group's schema, else 400 VALIDATION and nothing changes.",
          body: configRowInput,
          response: { 200: versionView },
        },
      },
      async (request) => {
        await store.putRow(request.body, recordChange(request, now, "put", "config.update"));
        return latestVersion(request.body);
      },
    );

    app.delete(
      "/backoffice-api/v1/config/rows",
      {
        config: staffAccess("config.write"),
        schema: {
          tags: ["backoffice"],
          description: "Removes a country or language row (a base row cannot be removed: 400 VALIDATION).",
          querystring: rowKey,
          response: { 200: versionView },
        },
      },
      async (request) => {
        const removed = await store.deleteRow(
          request.query,
          recordChange(request, now, "delete", "config.delete"),
        );
        if (!removed) throw new AppError("NOT_FOUND", "No such config row");
        return latestVersion(request.query);
      },
    );

    async function latestVersion(key: z.infer<typeof rowKey>) {
      const v = await rt.db
        .selectFrom("site_config_version")
        .selectAll()
        .where("group_id", "=", key.groupId)
        .where("group_name", "=", key.group)
        .where("country", "=", key.country)
        .where("lang", "=", key.lang)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return presentVersion(v);
    }

    app.get(
      "/backoffice-api/v1/config/versions",
      {
        config: staffAccess("config.read"),
        schema: {
          tags: ["backoffice"],
          description: "The config changes made in the back office, newest first, each with what changed.",
          querystring: versionsQuery,
          response: { 200: z.object({ items: z.array(versionView), total: z.number() }) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const q = request.query;
        let query = rt.db.selectFrom("site_config_version").where("group_id", "=", q.groupId);
        if (q.group) query = query.where("group_name", "=", q.group);
        if (q.country) query = query.where("country", "=", q.country);
        if (q.lang) query = query.where("lang", "=", q.lang);
        const [items, count] = await Promise.all([
          query
            .selectAll()
            .orderBy("id", "desc")
            .limit(q.pageSize)
            .offset((q.page - 1) * q.pageSize)
            .execute(),
          query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
        ]);
        return { items: items.map(presentVersion), total: Number(count.n) };
      },
    );

    app.post(
      "/backoffice-api/v1/config/versions/:id/rollback",
      {
        config: staffAccess("config.write"),
        schema: {
          tags: ["backoffice"],
          description:
            "Puts the version's row back as it was after that version (or removes it, for a version that removed it). The rollback is itself a new version.",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: versionView },
        },
      },
      async (request) => {
        const v = await rt.db
          .selectFrom("site_config_version")
          .selectAll()
          .where("id", "=", request.params.id)
          .executeTakeFirst();
        if (!v) throw new AppError("NOT_FOUND", "No such config version");
        const key = {
          groupId: v.group_id,
          group: v.group_name as ConfigGroupName,
          country: v.country,
          lang: v.lang,
        };
        const hook = recordChange(request, now, "rollback", "config.rollback", v.id);
        const data = asObject(v.data);
        if (data) await store.putRow({ ...key, data }, hook);
        else if (!(await store.deleteRow(key, hook)))
          throw new AppError("NOT_FOUND", "The row is already gone");
        return latestVersion(key);
      },
    );

    app.get(
      "/backoffice-api/v1/maintenance",
      {
        config: staffAccess("config.read"),
        schema: {
          tags: ["backoffice"],
          description:
            "The site's maintenance schedule (spec 000 §3 Maintenance config; epoch milliseconds).",
          querystring: groupQuery,
          response: { 200: maintenanceConfig },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const core = await baseRow(request.query.groupId, "b.core");
        const parsed = maintenanceConfig.safeParse(core.maintenance);
        if (!parsed.success) throw new AppError("SITE_CONFIG_INVALID", "The stored maintenance is not valid");
        return parsed.data;
      },
    );

    app.put(
      "/backoffice-api/v1/maintenance",
      {
        config: staffAccess("maintenance.write"),
        schema: {
          tags: ["backoffice"],
          description:
            "Sets the maintenance schedule: the notice window, the maintenance window, isActive and web_state (spec 000 §3, §4). Stored in the b.core base row, versioned and audited like any config change.",
          body: maintenanceBody,
          response: { 200: versionView },
        },
      },
      async (request) => {
        const { groupId, ...maintenance } = request.body;
        const core = await baseRow(groupId, "b.core");
        const key = { groupId, group: "b.core" as const, country: "*", lang: "*" };
        await store.putRow(
          { ...key, data: { ...core, maintenance } },
          recordChange(request, now, "put", "maintenance.update"),
        );
        return latestVersion(key);
      },
    );
  };
}

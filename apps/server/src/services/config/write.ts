/**
 * The operators' write path for config rows (the back office will call it through the store's
 * putRow): a row is checked the way visitors will read it before it is stored, so a typo is a
 * 400 for the operator rather than a broken page for the players.
 */
import type { Database, Db } from "@parlay/db";
import {
  type ConfigGroupName,
  configGroupSchemas,
  configRowInput,
  countryId,
  REQUEST_DERIVED_FIELDS,
  UNKNOWN_COUNTRY_ID,
} from "@parlay/domain/config";
import type { Transaction } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { type ConfigRow, mergeGroup } from "./merge.ts";

export { type ConfigRowInput, configRowInput } from "@parlay/domain/config";

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function refuse(message: string, details?: unknown): never {
  throw new AppError("VALIDATION", message, details);
}

/** The row's data before and after a change (null: no row), for the caller's audit and version rows. */
export interface ConfigRowChange {
  groupId: number;
  group: ConfigGroupName;
  country: string;
  lang: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Runs in the write's transaction: the change and its record commit together or not at all. */
export type ConfigChangeHook = (trx: Transaction<Database>, change: ConfigRowChange) => Promise<void>;

/**
 * Validates the row and upserts it. The check: merged with the site's less specific rows of the
 * group, exactly as a visitor of that country and language gets it, the group passes its schema.
 */
export async function writeConfigRow(db: Db, input: unknown, hook?: ConfigChangeHook): Promise<void> {
  const parsed = configRowInput.safeParse(input);
  if (!parsed.success) refuse(z.prettifyError(parsed.error));
  const { groupId, group, country, lang, data } = parsed.data;
  const derived = REQUEST_DERIVED_FIELDS.filter((f) => f in data);
  if (group === "b.core" && derived.length > 0)
    refuse(`${derived.join(", ")} are filled in per request and cannot be stored`);
  await db.transaction().execute(async (trx) => {
    const site = await trx
      .selectFrom("site")
      .select("group_id")
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    if (!site) refuse(`There is no site ${groupId}`);
    const stored = await trx
      .selectFrom("site_config_group")
      .select(["group_name", "country", "lang", "data"])
      .where("group_id", "=", groupId)
      .where("group_name", "=", group)
      .execute();
    const previous = stored.find((r) => r.country === country && r.lang === lang);
    const rows: ConfigRow[] = stored.filter(
      (r) => isPlainObject(r.data) && !(r.country === country && r.lang === lang),
    );
    rows.push({ group_name: group, country, lang, data });
    // '*' as the visitor's country or language matches only the rows that apply to every one.
    const merged = mergeGroup(rows, group, country, lang) ?? {};
    const visible =
      group === "b.core"
        ? {
            ...merged,
            ...(lang === "*" ? {} : { lng: lang }),
            group_id: groupId,
            isVipDomain: false,
            geoCountryId: countryId(country) ?? UNKNOWN_COUNTRY_ID,
          }
        : merged;
    const checked = configGroupSchemas[group].safeParse(visible);
    if (!checked.success) {
      refuse(
        `Config row "${group}" (${country}, ${lang}) would not be valid: ${z.prettifyError(checked.error)}`,
        {
          group,
          country,
          lang,
        },
      );
    }
    await trx
      .insertInto("site_config_group")
      .values({ group_id: groupId, group_name: group, country, lang, data: JSON.stringify(data) })
      .onConflict((oc) =>
        oc
          .columns(["group_id", "group_name", "country", "lang"])
          .doUpdateSet((eb) => ({ data: eb.ref("excluded.data"), updated_at: eb.fn("now") })),
      )
      .execute();
    const before = previous && isPlainObject(previous.data) ? previous.data : null;
    await hook?.(trx, { groupId, group, country, lang, before, after: data });
  });
}

/**
 * Removes an override row (a country or language row; the base row `('*', '*')` every group needs
 * stays). Removing can only make the merge less specific, and the less specific rows were each
 * checked when written, so there is nothing to validate beyond the key.
 */
export async function deleteConfigRow(
  db: Db,
  key: { groupId: number; group: ConfigGroupName; country: string; lang: string },
  hook?: ConfigChangeHook,
): Promise<boolean> {
  if (key.country === "*" && key.lang === "*") refuse("The base row of a group cannot be removed");
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("site_config_group")
      .where("group_id", "=", key.groupId)
      .where("group_name", "=", key.group)
      .where("country", "=", key.country)
      .where("lang", "=", key.lang)
      .returning("data")
      .executeTakeFirst();
    if (!removed) return false;
    await hook?.(trx, { ...key, before: isPlainObject(removed.data) ? removed.data : null, after: null });
    return true;
  });
}

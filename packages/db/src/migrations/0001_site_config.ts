import { type Kysely, sql } from "kysely";

/** Sites, their domains, config groups per country and language, and SEO page data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site")
    .addColumn("group_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("site_domain")
    .addColumn("host", "text", (c) => c.primaryKey())
    .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id").onDelete("cascade"))
    .addColumn("is_mirror", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_vip_domain", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  // '*' in country or lang means "any"; more specific rows override less specific ones.
  await db.schema
    .createTable("site_config_group")
    .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id").onDelete("cascade"))
    .addColumn("group_name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull().defaultTo("*"))
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("*"))
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("site_config_group_pk", ["group_id", "group_name", "country", "lang"])
    .execute();
  await db.schema
    .createTable("seo_page")
    .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id").onDelete("cascade"))
    .addColumn("stream", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("meta_robots", "text", (c) => c.notNull().defaultTo("index, follow"))
    .addColumn("hierarchy_meta_robots", "text")
    .addColumn("metas", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("custom_canonical", "jsonb")
    .addPrimaryKeyConstraint("seo_page_pk", ["group_id", "stream", "section", "lang"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["seo_page", "site_config_group", "site_domain", "site"])
    await db.schema.dropTable(t).execute();
}

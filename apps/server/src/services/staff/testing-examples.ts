/**
 * TEST FIXTURES — a valid request for every guarded back-office route, for the staff policy table and
 * the audit enumeration (staff.test.ts): the staff, access, config, SEO and terms routes here, and each
 * section's own examples (backoffice, verification and support testing.ts). `target` is a fresh staff
 * account to act on; each call makes its own rows.
 */
import type { Db } from "@parlay/db";
import { sectionExamples } from "../backoffice/testing.ts";
import { catalogueStaffExamples } from "../casino/testing.ts";
import { supportExamples } from "../support/testing.ts";
import { verificationExamples } from "../verification/testing.ts";
import { STAFF_API } from "./index.ts";

export type StaffExample = (
  target: bigint,
) => Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown };

export function staffPolicyExamples(db: () => Db): Record<string, StaffExample> {
  let made = 0;
  const siteGroup = async () =>
    (await db().selectFrom("site").select("group_id").executeTakeFirstOrThrow()).group_id;
  const latestTerms = async () =>
    Number(
      (
        await db()
          .selectFrom("terms_version")
          .select((eb) => eb.fn.max("version").as("v"))
          .executeTakeFirst()
      )?.v ?? 0,
    );
  const examples: Record<
    string,
    (target: bigint) => Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown }
  > = {
    [`GET ${STAFF_API}/blocks`]: () => ({ url: `${STAFF_API}/blocks` }),
    [`POST ${STAFF_API}/blocks`]: async () => ({
      url: `${STAFF_API}/blocks`,
      body: { groupId: await siteGroup(), kind: "user_agent", value: "policy-test-bot", templateTypeId: 13 },
    }),
    [`DELETE ${STAFF_API}/blocks/:id`]: async () => {
      const row = await db()
        .insertInto("access_block_rule")
        .values({
          group_id: await siteGroup(),
          kind: "user_agent",
          value: "to-delete",
          template_type_id: 13,
          created_by: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { url: `${STAFF_API}/blocks/${row.id}` };
    },
    [`GET ${STAFF_API}/config`]: () => ({ url: `${STAFF_API}/config?groupId=1` }),
    [`PUT ${STAFF_API}/config/rows`]: () => ({
      url: `${STAFF_API}/config/rows`,
      body: {
        groupId: 1,
        group: "d.application",
        country: "pl",
        lang: "*",
        data: { isSnowfallVisible: true },
      },
    }),
    [`DELETE ${STAFF_API}/config/rows`]: async () => {
      await db()
        .insertInto("site_config_group")
        .values({ group_id: 1, group_name: "d.application", country: "pt", lang: "pt", data: "{}" })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { url: `${STAFF_API}/config/rows?groupId=1&group=d.application&country=pt&lang=pt` };
    },
    [`GET ${STAFF_API}/config/versions`]: () => ({ url: `${STAFF_API}/config/versions?groupId=1` }),
    [`POST ${STAFF_API}/config/versions/:id/rollback`]: async () => {
      const v = await db()
        .insertInto("site_config_version")
        .values({
          group_id: 1,
          group_name: "d.application",
          country: "pl",
          lang: "*",
          before: null,
          data: JSON.stringify({ isSnowfallVisible: false }),
          action: "put",
          staff_email: "test",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { url: `${STAFF_API}/config/versions/${v.id}/rollback` };
    },
    [`GET ${STAFF_API}/maintenance`]: () => ({ url: `${STAFF_API}/maintenance?groupId=1` }),
    [`PUT ${STAFF_API}/maintenance`]: () => ({
      url: `${STAFF_API}/maintenance`,
      body: {
        groupId: 1,
        notify_started_at: null,
        notify_ended_at: null,
        started_at: null,
        ended_at: null,
        isActive: false,
        web_state: false,
      },
    }),
    [`GET ${STAFF_API}/terms`]: () => ({ url: `${STAFF_API}/terms?groupId=1` }),
    [`PUT ${STAFF_API}/terms`]: async () => ({
      url: `${STAFF_API}/terms`,
      body: { groupId: 1, version: (await latestTerms()) + 1, lang: "en", title: "Terms", body: "Draft." },
    }),
    [`POST ${STAFF_API}/terms/:version/publish`]: async () => {
      const version = (await latestTerms()) + 1;
      await db()
        .insertInto("terms_version")
        .values({ group_id: 1, version, lang: "en", title: "Terms", body: "Text.", created_by: null })
        .execute();
      return { url: `${STAFF_API}/terms/${version}/publish`, body: { groupId: 1 } };
    },
    [`GET ${STAFF_API}/redirects`]: () => ({ url: `${STAFF_API}/redirects` }),
    [`POST ${STAFF_API}/redirects`]: () => ({
      url: `${STAFF_API}/redirects`,
      body: { groupId: 1, kind: "path", path: "/policy-test", target: "/moved" },
    }),
    [`DELETE ${STAFF_API}/redirects/:id`]: async () => {
      const row = await db()
        .insertInto("access_redirect_rule")
        .values({ group_id: 1, kind: "path", path: "/to-delete", target: "/x", created_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { url: `${STAFF_API}/redirects/${row.id}` };
    },
    [`PUT ${STAFF_API}/redirects/:id`]: async () => {
      const row = await db()
        .insertInto("access_redirect_rule")
        .values({ group_id: 1, kind: "path", path: "/to-change", target: "/x", created_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        url: `${STAFF_API}/redirects/${row.id}`,
        body: { groupId: 1, kind: "path", path: "/to-change", target: "/changed" },
      };
    },
    [`GET ${STAFF_API}/seo`]: () => ({ url: `${STAFF_API}/seo?groupId=1` }),
    [`PUT ${STAFF_API}/seo`]: () => ({
      url: `${STAFF_API}/seo`,
      body: { groupId: 1, stream: "promo", section: "", lang: "de", title: "Aktionen", description: "" },
    }),
    [`DELETE ${STAFF_API}/seo`]: async () => {
      await db()
        .insertInto("seo_page")
        .values({
          group_id: 1,
          stream: "bingo",
          section: "",
          lang: "de",
          title: "x",
          description: "",
          metas: "[]",
          custom_canonical: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { url: `${STAFF_API}/seo?groupId=1&stream=bingo&section=&lang=de` };
    },
    [`POST ${STAFF_API}/auth/logout`]: () => ({ url: `${STAFF_API}/auth/logout` }),
    [`GET ${STAFF_API}/me`]: () => ({ url: `${STAFF_API}/me` }),
    [`GET ${STAFF_API}/staff`]: () => ({ url: `${STAFF_API}/staff` }),
    [`POST ${STAFF_API}/staff`]: () => ({
      url: `${STAFF_API}/staff`,
      body: { email: `made${++made}@parlay.test`, displayName: "Made", roles: ["support"] },
    }),
    [`PATCH ${STAFF_API}/staff/:id`]: (id) => ({
      url: `${STAFF_API}/staff/${id}`,
      body: { roles: ["support", "risk"] },
    }),
    [`POST ${STAFF_API}/staff/:id/reset`]: (id) => ({ url: `${STAFF_API}/staff/${id}/reset`, body: {} }),
    [`GET ${STAFF_API}/audit`]: () => ({ url: `${STAFF_API}/audit?page=1&pageSize=5` }),
    [`GET ${STAFF_API}/audit.csv`]: () => ({ url: `${STAFF_API}/audit.csv` }),
    // The players, payments, dashboard and void sections (backoffice/testing.ts).
    ...sectionExamples(() => db()),
    // The compliance review of identity documents (verification/testing.ts).
    ...verificationExamples(() => db()),
    // The support queue (support/testing.ts).
    ...supportExamples(() => db()),
    // The casino catalogue (casino/testing.ts).
    ...catalogueStaffExamples(() => db()),
  };
  return examples;
}

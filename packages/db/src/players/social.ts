import type { Insertable, Selectable } from "kysely";
import type { Db } from "../connect.ts";
import type { SocialIdentitiesTable } from "./schema.ts";

export type SocialIdentityRow = Selectable<SocialIdentitiesTable>;

export async function findSocialIdentity(
  db: Db,
  groupId: number,
  provider: string,
  subject: string,
): Promise<SocialIdentityRow | undefined> {
  return db
    .selectFrom("social_identities")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
}

export async function insertSocialIdentity(db: Db, row: Insertable<SocialIdentitiesTable>): Promise<void> {
  await db.insertInto("social_identities").values(row).execute();
}

import type { Insertable, Selectable } from "kysely";
import type { Db } from "../connect.ts";
import type { UserTransfersTable } from "./schema.ts";

export type TransferRow = Selectable<UserTransfersTable>;

/** Loads an account of another site to be transferred (operators' import; tests). */
export async function insertTransfer(db: Db, row: Insertable<UserTransfersTable>): Promise<TransferRow> {
  return db.insertInto("user_transfers").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findTransferByContact(
  db: Db,
  groupId: number,
  contact: { phone: { code: string; number: string } } | { email: string },
): Promise<TransferRow | undefined> {
  let q = db.selectFrom("user_transfers").selectAll().where("group_id", "=", groupId).orderBy("id");
  q =
    "phone" in contact
      ? q.where("phone_code", "=", contact.phone.code).where("phone_number", "=", contact.phone.number)
      : q.where("email", "=", contact.email);
  return q.executeTakeFirst();
}

export async function findTransferById(
  db: Db,
  groupId: number,
  id: bigint,
): Promise<TransferRow | undefined> {
  return db
    .selectFrom("user_transfers")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Links the transfer to the new account, once: false when another request already did. */
export async function markTransferred(db: Db, id: bigint, userId: bigint, at: Date): Promise<boolean> {
  const rows = await db
    .updateTable("user_transfers")
    .set({ user_id: userId, transferred_at: at })
    .where("id", "=", id)
    .where("transferred_at", "is", null)
    .returning("id")
    .execute();
  return rows.length > 0;
}

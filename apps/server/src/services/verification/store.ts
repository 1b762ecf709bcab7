import type { Database } from "@parlay/db";
import type { DocumentKind, DocumentPurpose } from "@parlay/db/verification";
import type { DocumentMime } from "@parlay/domain/documents";
import {
  type VerificationEvent,
  type VerificationState,
  verificationAfter,
  verificationView,
} from "@parlay/domain/players";
import type { Kysely, Transaction } from "kysely";
import { sha256Hex } from "./hash.ts";

type Db = Kysely<Database> | Transaction<Database>;

export const STATE_COLUMNS = [
  "verification_status",
  "verification_group_code",
  "internal_verification_status",
  "requested_additional_document",
  "is_need_identification",
] as const;

type StateRow = {
  verification_status: number;
  verification_group_code: string | null;
  internal_verification_status: number;
  requested_additional_document: boolean;
  is_need_identification: boolean;
};

export const stateOf = (u: StateRow): VerificationState => ({
  verification_status: u.verification_status,
  verification_status_group_code: u.verification_group_code,
  internal_verification_status: u.internal_verification_status,
  requested_additional_document: u.requested_additional_document,
  is_need_identification: u.is_need_identification,
});

/** Locks the player's row and moves their verification state by `event`; returns before and after. */
export async function moveState(
  trx: Transaction<Database>,
  userId: bigint,
  event: VerificationEvent,
  at: Date,
) {
  const row = await trx
    .selectFrom("users")
    .select(STATE_COLUMNS)
    .where("id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  const before = stateOf(row);
  const after = verificationAfter(before, event);
  await trx
    .updateTable("users")
    .set({
      verification_status: after.verification_status,
      verification_group_code: after.verification_status_group_code,
      internal_verification_status: after.internal_verification_status,
      requested_additional_document: after.requested_additional_document,
      is_need_identification: after.is_need_identification,
      updated_at: at,
    })
    .where("id", "=", userId)
    .execute();
  return { before, after };
}

export const DOC_COLUMNS = [
  "id",
  "user_id",
  "purpose",
  "kind",
  "mime",
  "size_bytes",
  "status",
  "created_at",
  "reviewed_at",
  "review_note",
] as const;

export interface DocumentRow {
  id: bigint;
  user_id: bigint;
  purpose: DocumentPurpose;
  kind: DocumentKind;
  mime: string;
  size_bytes: number;
  status: "pending" | "approved" | "rejected";
  created_at: Date;
  reviewed_at: Date | null;
  review_note: string | null;
}

export const presentDocument = (d: DocumentRow) => ({
  id: String(d.id),
  purpose: d.purpose,
  kind: d.kind,
  mime: d.mime,
  sizeBytes: d.size_bytes,
  status: d.status,
  createdAt: new Date(d.created_at).toISOString(),
  reviewedAt: d.reviewed_at ? new Date(d.reviewed_at).toISOString() : null,
  reviewNote: d.review_note,
});

/** Stores a cleaned document and makes the player pending, in one transaction. */
export async function storeDocument(
  db: Kysely<Database>,
  input: {
    userId: bigint;
    purpose: DocumentPurpose;
    kind: DocumentKind;
    mime: DocumentMime;
    content: Uint8Array;
  },
  at: Date,
): Promise<DocumentRow> {
  return db.transaction().execute(async (trx) => {
    const moved = await moveState(trx, input.userId, "uploaded", at);
    if (!moved) throw new Error("The signed-in player has no row");
    const row = await trx
      .insertInto("verification_document")
      .values({
        user_id: input.userId,
        purpose: input.purpose,
        kind: input.kind,
        mime: input.mime,
        size_bytes: input.content.length,
        sha256: sha256Hex(input.content),
        content: input.content,
        created_at: at,
      })
      .returning(DOC_COLUMNS)
      .executeTakeFirstOrThrow();
    return row as DocumentRow;
  });
}

export async function pendingCount(db: Db, userId: bigint): Promise<number> {
  const r = await db
    .selectFrom("verification_document")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function documentsOf(db: Db, userId: bigint): Promise<DocumentRow[]> {
  return (await db
    .selectFrom("verification_document")
    .select(DOC_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(100)
    .execute()) as DocumentRow[];
}

/** One document's bytes; `owner` limits it to that player's own documents (null: staff). */
export async function documentContent(db: Db, id: bigint, owner: bigint | null) {
  let q = db
    .selectFrom("verification_document")
    .select(["id", "user_id", "mime", "content"])
    .where("id", "=", id);
  if (owner !== null) q = q.where("user_id", "=", owner);
  return q.executeTakeFirst();
}

/** The player's verification summary (what the office and the back office show). */
export function verificationSummary(u: StateRow) {
  const state = stateOf(u);
  return { ...state, status: verificationView(state) };
}

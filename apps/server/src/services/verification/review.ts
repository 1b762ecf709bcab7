import type { ReviewRow } from "@parlay/contracts/verification";
import type { Database } from "@parlay/db";
import type { VerificationEvent } from "@parlay/domain/players";
import type { Kysely } from "kysely";
import { AppError } from "../../http/errors.ts";
import { type StaffActor, writeAudit } from "../staff/index.ts";
import { notifyPlayer } from "../support/index.ts";
import { DOC_COLUMNS, type DocumentRow, moveState, presentDocument, verificationSummary } from "./store.ts";

export type Decision = "approve" | "reject" | "request_additional";

const EVENT: Record<Decision, VerificationEvent> = {
  approve: "approved",
  reject: "rejected",
  request_additional: "additional_requested",
};
const DOC_STATUS = { approve: "approved", reject: "rejected", request_additional: "rejected" } as const;

/** The review queue: documents of one status, oldest first (pending) or newest first, with their player. */
export async function reviewQueue(
  db: Kysely<Database>,
  q: {
    status: "pending" | "approved" | "rejected" | "all";
    userId?: bigint | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: ReviewRow[]; total: number; page: number; pageSize: number }> {
  let base = db.selectFrom("verification_document as d").innerJoin("users as u", "u.id", "d.user_id");
  if (q.status !== "all") base = base.where("d.status", "=", q.status);
  if (q.userId !== undefined) base = base.where("d.user_id", "=", q.userId);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .select(DOC_COLUMNS.map((c) => `d.${c}` as const))
    .select([
      "u.user_name",
      "u.email",
      "u.verification_status",
      "u.verification_group_code",
      "u.internal_verification_status",
      "u.requested_additional_document",
      "u.is_need_identification",
    ])
    .orderBy("d.id", q.status === "pending" ? "asc" : "desc")
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const items = rows.map((r) => ({
    ...presentDocument(r as DocumentRow),
    userId: String(r.user_id),
    login: r.user_name,
    email: r.email,
    playerStatus: verificationSummary(r).status,
  }));
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/**
 * A compliance decision on one pending document, with the player's new verification state and the
 * audit row, in one transaction. A request for another document sets requested_additional_document
 * (the player is then not verified, 001 §4) and closes this document as not enough.
 */
export async function decideDocument(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { documentId: bigint; decision: Decision; note: string | undefined },
  at: Date,
) {
  return db.transaction().execute(async (trx) => {
    const doc = await trx
      .selectFrom("verification_document")
      .select(DOC_COLUMNS)
      .where("id", "=", input.documentId)
      .forUpdate()
      .executeTakeFirst();
    if (!doc) throw new AppError("NOT_FOUND", "No such document");
    if (doc.status !== "pending") throw new AppError("VERIFICATION_DECIDED");
    const updated = await trx
      .updateTable("verification_document")
      .set({
        status: DOC_STATUS[input.decision],
        reviewed_at: at,
        reviewed_by: actor.staffId,
        review_note: input.note || null,
      })
      .where("id", "=", doc.id)
      .returning(DOC_COLUMNS)
      .executeTakeFirstOrThrow();
    const moved = await moveState(trx, doc.user_id, EVENT[input.decision], at);
    if (!moved) throw new AppError("NOT_FOUND", "No such player");
    await writeAudit(
      trx,
      actor,
      {
        action: `verification.${input.decision}`,
        targetType: "player",
        targetId: String(doc.user_id),
        before: { documentId: String(doc.id), documentStatus: doc.status, ...moved.before },
        after: {
          documentId: String(doc.id),
          documentStatus: updated.status,
          note: input.note ?? null,
          ...moved.after,
        },
      },
      at,
    );
    // The player hears of it in the office inbox, with the decision (docs/support.md "Messages").
    await notifyPlayer(trx, doc.user_id, "verification_decided", { outcome: input.decision });
    return {
      document: presentDocument(updated as DocumentRow),
      verification: verificationSummary({
        ...moved.after,
        verification_group_code: moved.after.verification_status_group_code,
      }),
    };
  });
}

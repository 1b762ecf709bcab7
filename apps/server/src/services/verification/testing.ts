import type { Db } from "@parlay/db";
import { STAFF_API } from "../staff/index.ts";
import { playerWithAccount } from "../wallet/testing/fixtures.ts";

/** TEST FIXTURES — a multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Uint8Array,
  opts: { filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----parlay-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? "passport.jpg"}"\r\nContent-Type: ${opts.contentType ?? "image/jpeg"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A player's pending verification document (a tiny PDF). */
export async function pendingDocument(db: Db): Promise<bigint> {
  const { userId } = await playerWithAccount(db);
  const row = await db
    .insertInto("verification_document")
    .values({
      user_id: userId,
      purpose: "verification",
      kind: "passport",
      mime: "application/pdf",
      size_bytes: 9,
      sha256: "test",
      content: new TextEncoder().encode("%PDF-1.4\n"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An example request for every compliance route (the staff policy table and audit enumeration). */
export function verificationExamples(dbOf: () => Db) {
  const V = `${STAFF_API}/verification/documents`;
  return {
    [`GET ${V}`]: () => ({ url: `${V}?page=1` }),
    [`GET ${V}/:id/file`]: async () => ({ url: `${V}/${await pendingDocument(dbOf())}/file` }),
    [`POST ${V}/:id/decision`]: async () => ({
      url: `${V}/${await pendingDocument(dbOf())}/decision`,
      body: { decision: "approve" },
    }),
  };
}

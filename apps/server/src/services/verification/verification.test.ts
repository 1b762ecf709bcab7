import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { exifJpeg, pngWithText } from "@parlay/domain/documents/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { createSessionAuthenticator, playersServices } from "../session/index.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { signedInStaff } from "../staff/testing.ts";
import { createVerificationBackoffice, verificationService } from "./index.ts";
import { multipartFile } from "./testing.ts";
import { DEFAULT_MAX_BYTES } from "./upload.ts";

const DOCS = "/web-api/user/verification/documents";

/** Personal data, document upload and compliance review (issue 17; docs/verification.md). */
describe.each(testTargets())("verification on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let auth: ReturnType<typeof createSessionAuthenticator>;
  const clock = testClock(Date.parse("2026-06-15T10:00:00Z"));
  let n = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
    app = await buildApp({
      ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth },
      services: [
        ...playersServices,
        verificationService,
        staffService,
        createVerificationBackoffice({ now: () => new Date(clock.now()) }),
      ],
      trustProxy: TEST_TRUST_PROXY,
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function player() {
    const email = `verify${++n}@example.com`;
    const { user, password } = await seedUser(handle.db, auth, { email });
    const b = await new Browser(app, { "x-forwarded-for": `10.44.0.${n}` }).start();
    expect((await signIn(b, email, password)).json().status).toBe("ok");
    return { user, b };
  }
  const upload = (b: Browser, bytes: Uint8Array, query = "kind=passport", opts = {}) => {
    const { payload, headers } = multipartFile(bytes, opts);
    return b.request("POST", `${DOCS}?${query}`, { payload, headers });
  };
  const stored = async (userId: bigint) =>
    handle.db.selectFrom("verification_document").selectAll().where("user_id", "=", userId).execute();
  const status = async (userId: bigint) =>
    handle.db
      .selectFrom("users")
      .select(["verification_status", "internal_verification_status", "requested_additional_document"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();

  test("a JPEG is stored without its EXIF, the player is pending, and only they can fetch it", async () => {
    const { user, b } = await player();
    const res = await upload(b, exifJpeg(), "kind=passport", {
      filename: "x.pdf",
      contentType: "application/pdf",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({ mime: "image/jpeg", kind: "passport", status: "pending" });
    expect(res.json().verification.status).toBe("pending");
    const [row] = await stored(user.id);
    const text = Buffer.from(row?.content as Uint8Array).toString("latin1");
    expect(text).not.toContain("Exif");
    expect(text).not.toContain("GPS-SECRET");
    expect(text).toContain("SCANDATA");
    expect((await status(user.id)).verification_status).toBe(1);

    const own = await b.get(`${DOCS}/${row?.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.headers["content-disposition"]).toMatch(/^attachment/);
    expect(own.rawPayload.equals(Buffer.from(row?.content as Uint8Array))).toBe(true);

    const other = await player();
    const theirs = await other.b.get(`${DOCS}/${row?.id}`);
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, "NOT_FOUND"]);
    const guest = await new Browser(app).get(`${DOCS}/${row?.id}`);
    expect(guest.statusCode).toBe(401);
    expect((await other.b.get("/web-api/user/verification")).json().documents).toEqual([]);
  });

  test("a wrong type is refused by its bytes, whatever its name, and nothing is stored", async () => {
    const { user, b } = await player();
    const script = new TextEncoder().encode("<script>alert(document.cookie)</script>".repeat(3));
    const res = await upload(b, script, "kind=passport", {
      filename: "passport.jpg",
      contentType: "image/jpeg",
    });
    expect([res.statusCode, res.json().error.code]).toEqual([415, "DOCUMENT_TYPE_NOT_ALLOWED"]);
    const tiny = await upload(b, new Uint8Array([0xff, 0xd8]));
    expect(tiny.json().error.code).toBe("DOCUMENT_TYPE_NOT_ALLOWED");
    const broken = await upload(b, exifJpeg().subarray(0, 40));
    expect(broken.json().error.code).toBe("DOCUMENT_TYPE_NOT_ALLOWED");
    expect(await stored(user.id)).toEqual([]);
    expect((await status(user.id)).verification_status).toBe(0);
  });

  test("an oversize file is refused while streaming and nothing is stored", async () => {
    const { user, b } = await player();
    const big = new Uint8Array(DEFAULT_MAX_BYTES + 1024);
    big.set(pngWithText());
    const res = await upload(b, big);
    expect([res.statusCode, res.json().error.code]).toEqual([413, "DOCUMENT_TOO_LARGE"]);
    expect(await stored(user.id)).toEqual([]);
    expect((await status(user.id)).verification_status).toBe(0);
  });

  test("not multipart, no CSRF token, or an unknown kind: refused with a 4xx and nothing stored", async () => {
    const { user, b } = await player();
    const json = await b.post(`${DOCS}?kind=passport`, { file: "x" });
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const { payload, headers } = multipartFile(pngWithText());
    const noCsrf = await b.request("POST", `${DOCS}?kind=passport`, { payload, headers, csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const kind = await upload(b, pngWithText(), "kind=selfie2");
    expect(kind.json().error.code).toBe("VALIDATION");
    expect(await stored(user.id)).toEqual([]);
  });

  test("personal data saves until verified; compliance approves; then it is locked", async () => {
    const { user, b } = await player();
    const bad = await b.post("/web-api/user/personal-data", { name: "R2D2", date_birthday: "2015-01-01" });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, "VALIDATION"]);
    const saved = await b.post("/web-api/user/personal-data", {
      surname: "Petrova",
      name: "Anna",
      middle_name: "Sergeevna",
      date_birthday: "1990-04-01",
      city: "Kazan",
      document_type_id: 1,
      passport_series: "9204",
      passport: "123456",
      passport_date: "2015-05-05",
      inn: "165000000000",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      locked: false,
      data: { name: "Anna", city: "Kazan" },
    });
    // The user config reads the same data (001 §3 user_data).
    const config = (await b.get("/web-api/user/config")).json();
    expect(config.user_data ?? config.data?.user_data).toBeDefined();

    const doc = (await upload(b, pngWithText(), "kind=passport")).json().document;
    const compliance = await signedInStaff(app, handle.db, ["compliance"]);
    const admin = await signedInStaff(app, handle.db, ["admin"]);
    const queue = (
      await compliance.b.request("GET", `${STAFF_API}/verification/documents?pageSize=100`)
    ).json();
    expect(queue.items.map((i: { id: string }) => i.id)).toContain(doc.id);
    // Segregation of duties: the admin cannot see or decide identity documents.
    const refused = await admin.b.request("GET", `${STAFF_API}/verification/documents/${doc.id}/file`);
    expect(refused.statusCode).toBe(403);
    const file = await compliance.b.request("GET", `${STAFF_API}/verification/documents/${doc.id}/file`);
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "image/png"]);

    const decided = await compliance.b.request(
      "POST",
      `${STAFF_API}/verification/documents/${doc.id}/decision`,
      { decision: "approve", note: "Matches" },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().verification.status).toBe("verified");
    const audit = await handle.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("target_id", "=", String(user.id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["verification.view", "verification.approve"]);
    expect(audit[1]).toMatchObject({ staff_email: compliance.email, target_type: "player" });
    // The decision reaches the player's inbox with it (docs/support.md "Messages").
    const inbox = await handle.db
      .selectFrom("player_message")
      .select(["kind", "params"])
      .where("user_id", "=", user.id)
      .execute();
    expect(inbox.map((m) => [m.kind, m.params])).toContainEqual([
      "verification_decided",
      { outcome: "approve" },
    ]);
    const again = await compliance.b.request(
      "POST",
      `${STAFF_API}/verification/documents/${doc.id}/decision`,
      {
        decision: "reject",
      },
    );
    expect([again.statusCode, again.json().error.code]).toEqual([409, "VERIFICATION_DECIDED"]);
    // The player page lists the player's documents of every status, and only theirs.
    const mine = (
      await compliance.b.request("GET", `${STAFF_API}/verification/documents?status=all&userId=${user.id}`)
    ).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((d: { userId: string }) => d.userId === String(user.id))).toBe(true);
    expect(mine.items.map((d: { id: string; status: string }) => [d.id, d.status])).toContainEqual([
      String(doc.id),
      "approved",
    ]);

    const read = (await b.get("/web-api/user/personal-data")).json();
    expect(read).toMatchObject({ locked: true, verification: { status: "verified" } });
    const locked = await b.post("/web-api/user/personal-data", { city: "Moscow" });
    expect([locked.statusCode, locked.json().error.code]).toEqual([409, "PERSONAL_DATA_LOCKED"]);
    expect((await b.get("/web-api/user/personal-data")).json().data.city).toBe("Kazan");
  });

  test("a request for another document unverifies until a new one is approved; a rejection fails", async () => {
    const { user, b } = await player();
    const compliance = await signedInStaff(app, handle.db, ["compliance"]);
    const decide = (id: string, decision: string) =>
      compliance.b.request("POST", `${STAFF_API}/verification/documents/${id}/decision`, { decision });
    const first = (await upload(b, pngWithText())).json().document;
    await decide(first.id, "approve");
    const second = (await upload(b, pngWithText(), "kind=proof_of_address")).json().document;
    expect((await decide(second.id, "request_additional")).json().verification.status).toBe(
      "additional_requested",
    );
    expect(await status(user.id)).toMatchObject({ requested_additional_document: true });
    // Not verified while a document is asked for: the personal data opens again.
    expect((await b.get("/web-api/user/personal-data")).json().locked).toBe(false);
    const third = (await upload(b, pngWithText(), "kind=proof_of_address")).json().document;
    expect((await decide(third.id, "reject")).json().verification.status).toBe("rejected");
    const view = (await b.get("/web-api/user/verification")).json();
    expect(view.documents.map((d: { status: string }) => d.status)).toEqual([
      "rejected",
      "rejected",
      "approved",
    ]);
  });
});

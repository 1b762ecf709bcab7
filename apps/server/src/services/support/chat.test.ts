import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp } from "../../app.ts";
import { createSessionAuthenticator, testOptions } from "../session/index.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { signedInStaff } from "../staff/testing.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { createSupportService } from "./index.ts";
import { openSocket as open } from "./testing-socket.ts";

describe.each(testTargets())("the consultant chat on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    h = await createTestDb(target);
    createSessionAuthenticator(h.db, testOptions());
    app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
      services: [staffService, createSupportService()],
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    base = address.replace(/^http/, "ws");
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it("offline form first; then a player and an agent talk live, with history, read marks and an audit row", async () => {
    const userId = await createUser(h.db);
    const get = (url: string) => app.inject({ method: "GET", url, headers: asUser(userId) });
    expect((await get("/web-api/support/chat")).json()).toEqual({ lines: [], agentsOnline: 0 });
    const offline = await app.inject({
      method: "POST",
      url: "/web-api/support/chat/offline",
      headers: asUser(userId),
      payload: { body: "Call me back please" },
    });
    expect(offline.json()).toMatchObject({ offline: true, staffName: null, body: "Call me back please" });

    const player = await open(`${base}/ws/support`, asUser(userId));
    expect(await player.next((f) => f.t === "hello")).toEqual({ t: "hello", agents: 0 });

    const agent = await signedInStaff(app, h.db, ["support"]);
    const { ticket } = (await agent.b.request("GET", `${STAFF_API}/support/chat/ticket`)).json();
    const desk = await open(`${base}/ws/support/agent?ticket=${ticket}`);
    await desk.next((f) => f.t === "hello");
    expect(await player.next((f) => f.t === "agents")).toEqual({ t: "agents", n: 1 });
    // A ticket opens one socket only.
    const again = new WebSocket(`${base}/ws/support/agent?ticket=${ticket}`);
    expect(await new Promise((r) => again.on("close", r))).toBe(4401);

    const list = (await agent.b.request("GET", `${STAFF_API}/support/chats`)).json();
    expect(list.conversations.find((c: { userId: string }) => c.userId === userId.toString())).toMatchObject({
      unread: 1,
    });

    player.send({ type: "send", body: "Hello, is anyone there?" });
    const atDesk = await desk.next((f) => f.t === "line");
    expect(atDesk).toMatchObject({
      userId: userId.toString(),
      line: { body: "Hello, is anyone there?", offline: false },
    });
    desk.send({ type: "read", userId: userId.toString() });
    expect(await player.next((f) => f.t === "read")).toEqual({ t: "read", by: "agent" });
    desk.send({ type: "send", userId: userId.toString(), body: "Yes, how can I help?" });
    const atPlayer = await player.next(
      (f) => f.t === "line" && (f.line as { staffName: unknown }).staffName !== null,
    );
    expect(atPlayer.line).toMatchObject({
      body: "Yes, how can I help?",
      staffName: expect.stringMatching(/Member/),
    });

    const history = (await get("/web-api/support/chat")).json();
    expect(history.agentsOnline).toBe(1);
    expect(history.lines.map((l: { body: string; read: boolean }) => [l.body, l.read])).toEqual([
      ["Call me back please", true],
      ["Hello, is anyone there?", true],
      ["Yes, how can I help?", false],
    ]);
    const audit = await h.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "support.chat")
      .execute();
    expect(audit.at(-1)).toMatchObject({ staff_id: agent.id, target_id: userId.toString() });

    // Bad frames are answered, not fatal; a signed-out or cross-site socket is closed.
    player.send({ type: "send", body: "" });
    expect(await player.next((f) => f.t === "error")).toEqual({ t: "error", code: "VALIDATION" });
    const guest = new WebSocket(`${base}/ws/support`);
    expect(await new Promise((r) => guest.on("close", r))).toBe(4401);
    const foreign = new WebSocket(`${base}/ws/support`, {
      headers: { ...asUser(userId), origin: "https://evil.test" },
    });
    expect(await new Promise((r) => foreign.on("close", r))).toBe(4401);

    desk.ws.close();
    expect(await player.next((f) => f.t === "agents")).toEqual({ t: "agents", n: 0 });
    player.ws.close();
  });
});

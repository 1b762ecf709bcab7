import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { SharedRedis } from "../../deployment.ts";
import { createSessionAuthenticator, testOptions } from "../session/index.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { signedInStaff } from "../staff/testing.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { createSupportService } from "./index.ts";
import { openSocket } from "./testing-socket.ts";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the chat across two processes is not tested.");

/** Two server instances on one database and one Redis: two processes of one site. */
describe.skipIf(!REDIS_URL)("the consultant chat across two server processes sharing Redis", () => {
  let h: DbHandle;
  const shared: SharedRedis = { url: REDIS_URL as string, prefix: `test:${randomBytes(6).toString("hex")}:` };
  const apps: { app: FastifyInstance; ws: string }[] = [];
  beforeAll(async () => {
    h = await createTestDb({ name: "pglite" });
    createSessionAuthenticator(h.db, testOptions());
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        ctx: {
          db: h.db,
          env: { production: false, defaultHost: "localhost" },
          auth: headerTestAuthenticator,
        },
        services: [staffService, createSupportService({ sharedRedis: shared })],
      });
      apps.push({ app, ws: (await app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws") });
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await h?.close();
  });

  it("a player on one process and an agent on the other see each other's lines, presence and reads live", async () => {
    const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const userId = await createUser(h.db);
    const uid = userId.toString();
    const player = await openSocket(`${one.ws}/ws/support`, asUser(userId));
    expect(await player.next((f) => f.t === "hello")).toEqual({ t: "hello", agents: 0 });

    const agent = await signedInStaff(two.app, h.db, ["support"]);
    const { ticket } = (await agent.b.request("GET", `${STAFF_API}/support/chat/ticket`)).json();
    const desk = await openSocket(`${two.ws}/ws/support/agent?ticket=${ticket}`);
    await desk.next((f) => f.t === "hello");
    // The agent's process announces its presence; the player's process counts it.
    expect(await player.next((f) => f.t === "agents")).toEqual({ t: "agents", n: 1 });
    const history = await one.app.inject({
      method: "GET",
      url: "/web-api/support/chat",
      headers: asUser(userId),
    });
    expect(history.json().agentsOnline).toBe(1);

    player.send({ type: "send", body: "Hello from process one" });
    expect(await desk.next((f) => f.t === "line")).toMatchObject({
      userId: uid,
      line: { body: "Hello from process one", offline: false },
    });
    desk.send({ type: "send", userId: uid, body: "Hello from process two" });
    const answer = await player.next(
      (f) => f.t === "line" && (f.line as { staffName: unknown }).staffName !== null,
    );
    expect(answer.line).toMatchObject({ body: "Hello from process two" });
    desk.send({ type: "read", userId: uid });
    expect(await player.next((f) => f.t === "read")).toEqual({ t: "read", by: "agent" });

    desk.ws.close();
    expect(await player.next((f) => f.t === "agents")).toEqual({ t: "agents", n: 0 });
    player.ws.close();
  });
});

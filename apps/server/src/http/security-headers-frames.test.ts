import type { Db } from "@parlay/db";
import { describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import { anonymousOnly } from "./auth.ts";

const frameSrc = async (gameFrameOrigins?: string[]) => {
  const app = await buildApp({
    ctx: { db: {} as Db, env: { production: false, defaultHost: "localhost" }, auth: anonymousOnly },
    services: [
      async (scope) => {
        scope.get("/probe", async () => ({ ok: true }));
      },
    ],
    ...(gameFrameOrigins ? { security: { gameFrameOrigins } } : {}),
  });
  const res = await app.inject({ method: "GET", url: "/probe" });
  await app.close();
  const csp = String(res.headers["content-security-policy"]);
  return csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === "frame-src")
    ?.slice(1);
};

describe("casino game frames in the CSP", () => {
  test("frame-src lists this site and the configured game origins; junk is dropped", async () => {
    expect(await frameSrc(["'self'", "https://games.example/launch?x=1", "not a url"])).toEqual([
      "'self'",
      "https://games.example",
    ]);
  });
  test("without game origins nothing may be framed", async () => {
    expect(await frameSrc()).toEqual(["'none'"]);
  });
});

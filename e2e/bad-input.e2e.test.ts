/**
 * Issue 12 §5 on the real server with the shell mounted: bad input on a page path is a 400 or 404
 * page, and API paths answer the catalogue's JSON (the shell's catch-all never answers for them).
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./harness.ts";

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

/** A raw request over the socket: fetch cannot send a Host header of its own. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(site.base);
  return new Promise<{ status: number; type: string; allow: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            allow: res.headers.allow,
            body,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("pages refuse bad input with a page", () => {
  it.each([
    ["a space", "a b"],
    ["an unclosed IPv6 bracket", "[::1"],
    ["a 5000-character name", "a".repeat(5000)],
  ])("a Host header with %s is the 400 page", async (_what, host) => {
    const res = await raw("GET", "/en/", { host });
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.body).toContain('data-status="400"');
  });

  it.each(["/zz/%00", "/en/%00", "/en/line?x=%00", "/zz/a%00b/c", "/en/%E0%A4%A"])(
    "%s is the 400 page",
    async (path) => {
      const res = await raw("GET", path);
      expect(res.status).toBe(400);
      expect(res.type).toMatch(/^text\/html/);
      expect(res.body).toContain('data-status="400"');
    },
  );

  it("an ordinary page still renders", async () => {
    const res = await raw("GET", "/en/", { host: `localhost:${new URL(site.base).port}` });
    expect(res.status).toBe(200);
  });
});

describe("API paths answer JSON with the shell mounted", () => {
  it.each([
    ["GET", "/web-api/no-such-route"],
    ["POST", "/web-api/no-such-route"],
    ["GET", "/bff-api/nothing"],
    ["GET", "/redirects-api/api/v1/no-such-route"],
  ])("%s %s is the JSON 404", async (method, path) => {
    const res = await raw(method, path);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body).error.code).toBe("NOT_FOUND");
  });

  it("a known API path asked with another method is the JSON 405 with Allow", async () => {
    const res = await raw("POST", "/web-api/sportsbook/sports");
    expect(res.status).toBe(405);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.allow).toBe("GET, HEAD");
    expect(JSON.parse(res.body).error.code).toBe("METHOD_NOT_ALLOWED");
  });
});

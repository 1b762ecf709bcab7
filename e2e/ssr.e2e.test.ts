import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./harness.ts";

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.base}${path}`, { redirect: "manual", headers: { "accept-language": "en", ...headers } });

/** What curl sees: server-rendered HTML with its title, description and links, no JavaScript needed. */
describe("server-rendered pages", () => {
  it.each([
    "/en/",
    "/en/line",
    "/en/live/marble",
    "/en/rules/1",
    "/en/about",
    "/en/slots",
    "/ru/promotions",
    "/ar/contacts",
  ])("%s has a title, a description, canonical and hreflang alternates", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]{3,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ar"|<link rel="alternate" hreflang="ar"/i);
    expect(html).toMatch(/<script type="importmap" nonce="[^"]+">/);
  });

  it("sets lang and dir on <html> server-side", async () => {
    expect(await (await get("/ar/")).text()).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await (await get("/ru/")).text()).toMatch(/<html lang="ru" dir="ltr"/);
  });

  it("redirects / and paths without a language", async () => {
    expect((await get("/")).headers.get("location")).toBe("/en/");
    expect((await get("/", { "accept-language": "ru-RU,ru;q=0.9" })).headers.get("location")).toBe("/ru/");
    expect((await get("/", { cookie: "lng=ar" })).headers.get("location")).toBe("/ar/");
    expect((await get("/line?x=1")).headers.get("location")).toBe("/en/line?x=1");
    expect((await get("/zz/line")).headers.get("location")).toBe("/en/line");
    expect((await get("/fa/")).headers.get("location")).toBe("/en/");
  });

  it.each([
    ["/en/cyber", "/en/cyber/real"],
    ["/en/rules", "/en/rules/1"],
    ["/en/vulkan", "/en/slots/vulkan"],
    ["/en/user/forgotpassword?a=1", "/en/?a=1&showForgotPasswordModal=1"],
    ["/en/user/coupon", "/en/"],
    ["/en/office/account", "/en/?login=1&returnUrl=%2Fen%2Foffice%2Faccount"],
  ])("%s redirects to %s", async (path, to) => {
    const res = await get(path);
    expect([301, 302]).toContain(res.status);
    expect(res.headers.get("location")).toBe(to);
  });

  it.each(["/en/no-such-page", "/en/user/login", "/en/print-coupon/12x", "/en/line/marble", "/en/rules/9"])(
    "%s is a 404 with the spec's text",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This page could not be found");
    },
  );

  it("answers the 500 route with status 500 (issue 13 #16), not a 200 caches would keep", async () => {
    const res = await get("/en/500");
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/<html lang="en"/);
  });

  it("keeps the reset token of an old user/action.php link (issue 13 #17)", async () => {
    const res = await get("/en/user/action.php?action=forgot&token=abc");
    expect(res.headers.get("location")).toBe("/en/user/passwordreset?token=abc");
  });

  it("shows the debugger outside production (the domain tests prove it is a 404 in production)", async () => {
    expect((await get("/en/debugger")).status).toBe(200);
  });

  it("serves health, readiness, OpenAPI, robots and sitemap", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
    expect((await get("/docs/api/json")).status).toBe(200);
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap:");
    expect(await (await get("/sitemap.xml")).text()).toContain("hreflang");
  });

  it("answers /favicon.ico with the SVG icon, not a language redirect", async () => {
    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(301);
    expect(ico.headers.get("location")).toBe("/favicon.svg");
    const svg = await get("/favicon.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await get("/en/")).text();
    // The shell's own chunk ("/assets/…"), not a remote's preloaded entry ("/mf/<name>/assets/…").
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await get(asset as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers an unknown domain with the no-site-config page, not a crash", async () => {
    const port = new URL(site.base).port;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/en/", headers: { host: "unknown.example" } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(503);
    expect(body).toContain("This site is not configured");
    expect((await get("/healthz")).status).toBe(200);
  });
});

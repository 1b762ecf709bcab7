import { afterAll, beforeAll, expect, it } from "vitest";
import { startSite } from "./harness.ts";

/** Issue 13 #16: empty-layout pages were titled "My account" and said their robots rule twice. */
let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

it.each([
  ["/en/onpay/success", 200, "Payment completed | Parlay"],
  ["/en/onpay/withdraw/pending", 200, "Withdrawal is being processed | Parlay"],
  ["/en/500", 500, "Something went wrong | Parlay"],
])("%s is titled by its own heading, with one robots rule", async (path, status, title) => {
  const res = await fetch(`${site.base}${path}`);
  expect(res.status).toBe(status);
  const html = await res.text();
  expect(html).toContain(`<title>${title}</title>`);
  const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
  expect(robots).toHaveLength(1);
  const words = (robots[0] ?? "").split(",").map((w) => w.trim());
  expect(new Set(words).size).toBe(words.length);
});

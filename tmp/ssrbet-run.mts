import { startSiteWithFeed } from "/work/wt-ssrbet/e2e/harness.ts";
const site = await startSiteWithFeed({}, { section: "line", minGames: 5 });
console.log("BASE", site.base);
for (const p of ["/en/line", "/ru/live", "/ar/results"]) {
  const t0 = Date.now();
  const html = await (await fetch(site.base + p)).text();
  console.log(p, html.length, Date.now() - t0, "ms", (html.match(/pb-odds/g) ?? []).length, "odds", html.includes("pb-note\" role=\"status\""));
  if (p === "/en/line") (await import("node:fs")).writeFileSync("/tmp/ssrbet-line.html", html);
}
await site.close();
process.exit(0);

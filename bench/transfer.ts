/**
 * Bytes a first visit to /en/line transfers, with compression off (HTTP_COMPRESSION=off: what the
 * site sent before issue 14 #6) and on, in one run: Chromium with an empty cache, counted by the
 * DevTools protocol (encodedDataLength, headers included), median of ROUNDS loads each, the two
 * configurations alternating. Needs `npm run build` first (for the precompressed copies).
 */
import { launchBrowser, startSiteWithFeed } from "../e2e/harness.ts";
import { LINE_READY, measureTransfer, type Transferred } from "../e2e/transfer-meter.ts";
import { median, writeSection } from "./lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GROUPS: [string, (r: Transferred) => boolean][] = [
  ["HTML", (r) => r.type === "Document"],
  ["scripts", (r) => r.type === "Script"],
  ["styles", (r) => r.type === "Stylesheet"],
  ["JSON (fetch)", (r) => r.type === "Fetch" || r.type === "XHR"],
];

type Round = { wire: number; decoded: number; groups: number[] };
const results: Record<"off" | "on", Round[]> = { off: [], on: [] };
const browser = await launchBrowser();
// One site per configuration, fed by the same seeded simulator.
const sites = {
  off: await startSiteWithFeed({ HTTP_COMPRESSION: "off", FEED_SEED: "bench" }),
  on: await startSiteWithFeed({ FEED_SEED: "bench" }),
};
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ["off", "on"] as const) {
      const m = await measureTransfer(browser, `${sites[mode].base}/en/line`, LINE_READY);
      const groups = GROUPS.map(([, pick]) => m.resources.filter(pick).reduce((n, r) => n + r.wire, 0));
      results[mode].push({ wire: m.wire, decoded: m.decoded, groups });
      console.log(`round ${round + 1} ${mode}: ${m.wire} bytes on the wire, ${m.decoded} decoded`);
    }
  }
} finally {
  await browser.close();
  await sites.off.close();
  await sites.on.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const med = (mode: "off" | "on", f: (r: Round) => number) => median(results[mode].map(f));
const rows = [
  ["all responses", (r: Round) => r.wire] as const,
  ...GROUPS.map(([name], i) => [name, (r: Round) => r.groups[i] ?? 0] as const),
].map(([name, f]) => {
  const off = med("off", f);
  const on = med("on", f);
  return `| ${name} | ${kb(off)} | ${kb(on)} | ${off ? (on / off).toFixed(2) : "—"} |`;
});
writeSection(
  "Transfer of /en/line (bench:transfer)",
  `
Bytes a first visit to \`/en/line\` transfers (\`npm run bench:transfer\`): Chromium with an empty cache loads the page until the betting remote has hydrated and shows odds and the network is idle; every response's \`encodedDataLength\` (DevTools protocol, headers included) is summed. ${ROUNDS} loads per configuration, alternating, medians reported. "off" is \`HTTP_COMPRESSION=off\` — what the site sent before issue 14 #6; "on" is the default: brotli quality 4 / gzip 6 per answer for pages and JSON, brotli 10 copies written by the build for hashed scripts and styles. Decoded size of the page and everything it loads: ${kb(med("on", (r) => r.decoded))}.

| responses | off (before) | on (after) | ratio on / off |
|---|---:|---:|---:|
${rows.join("\n")}

Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}, Chromium from playwright-core.
`,
);
console.log(rows.join("\n"));

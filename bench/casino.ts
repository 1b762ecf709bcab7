/**
 * bench:casino — every casino figure of issue 18 in one run, each by its own script (kept runnable
 * alone), in this order:
 *
 * 1. bench:casino-slot-enumeration — the slot's base game by brute force against its exact RTP;
 * 2. bench:casino-games-rtp — the provider games' RTP over 10^7 rounds each (RTP, standard error,
 *    rounds per second) and the chi-square of their outcomes at 99 %;
 * 3. bench:casino-rtp — the provably fair games' RTP over 10^7 rounds each and the chi-square of the
 *    HMAC bytes and of each game's outcomes at 99 %;
 * 4. bench:casino-wallet — the seamless wallet's bet actions per second next to pgbench tpcb-like at
 *    8, 16 and 32 clients and its p99 at half load (needs DATABASE_URL; skipped without it).
 *
 * Steps 2–4 write their own sections of docs/benchmarks.md; this script writes "Casino figures
 * (bench:casino)": when each step ran, how long it took, whether it finished, and step 1's output.
 * BENCH_CASINO_STEPS (comma-separated script names) runs a subset.
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { ROOT, writeSection } from "./lib.ts";

const STEPS = [
  "bench:casino-slot-enumeration",
  "bench:casino-games-rtp",
  "bench:casino-rtp",
  "bench:casino-wallet",
] as const;

interface Ran {
  step: string;
  seconds: number;
  code: number | null;
  load: number;
  output: string;
  skipped?: string;
}

function runStep(step: string): Promise<Ran> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      process.stdout.write(chunk);
    });
    child.on("close", (code) =>
      resolve({ step, seconds: (performance.now() - start) / 1000, code, load: loadavg()[0] ?? 0, output }),
    );
  });
}

async function main(): Promise<void> {
  const chosen = process.env.BENCH_CASINO_STEPS?.split(",").map((s) => s.trim());
  const ran: Ran[] = [];
  for (const step of STEPS) {
    if (chosen && !chosen.includes(step)) continue;
    if (step === "bench:casino-wallet" && !process.env.DATABASE_URL) {
      ran.push({
        step,
        seconds: 0,
        code: null,
        load: loadavg()[0] ?? 0,
        output: "",
        skipped: "no DATABASE_URL",
      });
      continue;
    }
    console.log(`\n=== ${step}`);
    ran.push(await runStep(step));
    // After every step, so an interrupted run still records what finished.
    write(ran);
  }
  write(ran);
  if (ran.some((r) => !r.skipped && r.code !== 0)) process.exitCode = 1;
}

function write(ran: readonly Ran[]): void {
  const enumeration = ran.find((r) => r.step === "bench:casino-slot-enumeration");
  const body = [
    `\`npm run bench:casino\` (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC) runs the casino's figures one script after`,
    "another; each step's own section in this file has its figures. Targets (issue 18): every game's RTP over ≥ 10^7",
    "simulated rounds within ±0.1 percentage point of its theoretical value; the wallet's bet actions per second",
    "≥ 1.0 of pgbench tpcb-like at 32 clients and p99 ≤ 50 ms at half that load; the chi-square tests passing at 99 %.",
    "",
    "| step | section | ran for | finished | load average at its end |",
    "|---|---|---:|---|---:|",
    ...ran.map(
      (r) =>
        `| \`${r.step}\` | ${SECTIONS[r.step as (typeof STEPS)[number]]} | ${r.skipped ? "—" : `${r.seconds.toFixed(0)} s`} | ${r.skipped ? `skipped: ${r.skipped}` : r.code === 0 ? "yes" : `exit ${r.code}`} | ${r.load.toFixed(1)} |`,
    ),
    ...(enumeration && !enumeration.skipped
      ? [
          "",
          "The slot's base game by enumeration (step 1's output):",
          "",
          "```",
          enumeration.output.trim(),
          "```",
        ]
      : []),
  ].join("\n");
  writeSection("Casino figures (bench:casino)", body);
}

const SECTIONS: Record<(typeof STEPS)[number], string> = {
  "bench:casino-slot-enumeration": "(below)",
  "bench:casino-games-rtp": '"Casino: provider games RTP"',
  "bench:casino-rtp": '"Casino: provably fair RTP"',
  "bench:casino-wallet": '"Casino seamless wallet (bench:casino-wallet)"',
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

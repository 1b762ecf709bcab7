import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

function ticks(filter: (comm: string, pid: number) => boolean): number {
  let t = 0;
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = readFileSync(`/proc/${d}/stat`, "utf8");
      const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")"));
      if (!filter(comm, Number(d))) continue;
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t;
}

import { nextMessage, type Setup, summarise } from "./common.ts";
import { httpRound } from "./http-load.ts";

const schema = `bench_prof_${randomBytes(4).toString("hex")}`;
const prof = process.env.PROF === "1";
const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), [], {
  execArgv: ["--import", "tsx", ...(prof ? ["--cpu-prof", "--cpu-prof-dir=/work/main/.tmp"] : [])],
  env: { ...process.env, BENCH_SCHEMA: schema },
});
const { setup } = await nextMessage<{ setup: Setup }>(child, "ready");
await httpRound(setup, 2);
const secs = Number(process.env.SECS ?? 8);
const t0 = process.cpuUsage();
const pg0 = ticks((c) => c.startsWith("postgres"));
const sv0 = ticks((_c, pid) => pid === child.pid);
const s = await httpRound(setup, secs);
console.log(
  `ticks(10ms) postgres ${ticks((c) => c.startsWith("postgres")) - pg0} server ${ticks((_c, pid) => pid === child.pid) - sv0} over ${secs}s`,
);
console.log(
  `HTTP ${s.accepted.toFixed(0)}/s refused ${s.refused} p50 ${s.p50.toFixed(1)} p99 ${s.p99.toFixed(1)} clientCPU ${JSON.stringify(process.cpuUsage(t0))}`,
);
child.send({ cmd: "finish" });
const r = await nextMessage<{ report: unknown }>(child, "finished");
console.log(JSON.stringify(r.report));

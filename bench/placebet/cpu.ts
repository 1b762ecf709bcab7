/**
 * bench:placebet's CPU accounting: where a round's CPU went, from /proc (Linux only). Every process
 * of the machine is one of: the load client (this process), the server child, PostgreSQL (every
 * process named "postgres"), or the rest (pgbench's client in its rounds, the OS, other daemons).
 * Divided by the round's accepted bets (or pgbench's transactions), it says what one bet costs the
 * machine and which part of it could still shrink.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's counters (getconf CLK_TCK: 100 on Linux). */
const TICK_MS = 10;

export interface CpuSnapshot {
  /** Milliseconds of CPU since boot: all cores busy, all cores idle (incl. I/O wait). */
  busy: number;
  idle: number;
  postgres: number;
  server: number;
  client: number;
}

export interface CpuShare {
  /** CPU milliseconds per bet (or transaction) by process group. */
  client: number;
  server: number;
  postgres: number;
  other: number;
  total: number;
  /** Share of the machine's CPU time left idle during the round (0–1). */
  idle: number;
}

/**
 * utime + stime of a process; with `children`, also cutime + cstime: the CPU of its children that
 * have ended (PostgreSQL backends of connections closed during the round are counted that way, in
 * the postmaster's children time).
 */
function procTicks(pid: string, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are the
    // 14th to 17th of the line.
    const f = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .map(Number);
    return (f[11] ?? 0) + (f[12] ?? 0) + (children ? (f[13] ?? 0) + (f[14] ?? 0) : 0);
  } catch {
    return 0; // the process ended between the listing and the read
  }
}

function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let comm = "";
    try {
      comm = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (comm === "postgres") ticks += procTicks(pid, true);
  }
  return ticks;
}

/** Null where /proc is missing (not Linux): the report then leaves the CPU table out. */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | null {
  let line: string;
  try {
    line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  } catch {
    return null;
  }
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const own = process.cpuUsage();
  return {
    busy: ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * TICK_MS,
    idle: ((idle ?? 0) + (iowait ?? 0)) * TICK_MS,
    postgres: postgresTicks() * TICK_MS,
    server: serverPid ? procTicks(String(serverPid)) * TICK_MS : 0,
    client: (own.user + own.system) / 1000,
  };
}

/** What the round between two snapshots cost per unit of work (`done` bets or transactions). */
export function cpuShare(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  done: number,
): CpuShare | null {
  if (!before || !after || done <= 0) return null;
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const client = after.client - before.client;
  const server = after.server - before.server;
  const postgres = after.postgres - before.postgres;
  return {
    client: client / done,
    server: server / done,
    postgres: postgres / done,
    other: Math.max(0, busy - client - server - postgres) / done,
    total: busy / done,
    idle: idle / Math.max(1, busy + idle),
  };
}

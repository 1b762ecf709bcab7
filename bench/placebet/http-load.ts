/** bench:placebet's HTTP load: closed-loop clients and open-loop arrivals against the server child. */
import http from "node:http";
import autocannon from "autocannon";
import { body, CLIENTS, randomPlayer, type Sample, type Setup } from "./common.ts";
export function post(agent: http.Agent, setup: Setup): Promise<boolean> {
  const payload = JSON.stringify(body(setup));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: setup.port,
        path: "/web-api/betting/coupons",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-test-user-id": randomPlayer(setup),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 201));
      },
    );
    req.on("error", () => resolve(false));
    req.end(payload);
  });
}

export interface RoundSummary {
  /** Bets accepted (201) per second. */
  accepted: number;
  refused: number;
  p50: number;
  p99: number;
}

/**
 * Closed loop: CLIENTS keep-alive connections, each sending its next bet when the last is answered
 * (as pgbench's clients do). autocannon is the client: its own lean HTTP/1.1 writer and parser
 * cost the shared machine far less CPU per request than node:http, as pgbench's C client does.
 */
export async function httpRound(setup: Setup, seconds: number): Promise<RoundSummary> {
  const result = await autocannon({
    url: `http://127.0.0.1:${setup.port}/web-api/betting/coupons`,
    connections: CLIENTS,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify(body(setup)),
          headers: { ...req.headers, "x-test-user-id": randomPlayer(setup) },
        }),
      },
    ],
  });
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  return {
    accepted: created / seconds,
    // Answers other than 201 and failed requests; requests still in flight at the end are neither.
    refused: result.non2xx + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Open loop: one request every 1/rate s whatever the answers do; latency from the scheduled time. */
export async function openLoopRound(
  setup: Setup,
  rate: number,
  seconds: number,
): Promise<{ samples: Sample[]; sent: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const t0 = performance.now();
  const total = Math.floor(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const due = t0 + sent * interval;
    const now = performance.now();
    if (due > now) await new Promise((r) => setTimeout(r, Math.max(0, due - now - 0.5)));
    // Send every request that is due (timers are coarse: catch up in a burst, as arrivals would).
    while (sent < total && t0 + sent * interval <= performance.now()) {
      const scheduled = t0 + sent * interval;
      sent += 1;
      pending.push(
        post(agent, setup).then((ok) => void samples.push({ ok, ms: performance.now() - scheduled })),
      );
    }
  }
  await Promise.all(pending);
  agent.destroy();
  return { samples, sent };
}

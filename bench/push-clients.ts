/**
 * The client side of bench:push, run in a child process: opens `count` WebSocket connections,
 * subscribes each to a sport, and records the delivery latency of every diff frame until the
 * parent says stop.
 *
 * The clients speak just enough WebSocket over raw TCP (RFC 6455 handshake, one masked text frame
 * out, unmasked frames in) and read `at` from each frame's head without parsing the rest: 2,500
 * full `ws` clients per process would spend more CPU than the server and measure themselves.
 */
import { randomBytes } from "node:crypto";
import { type Socket, connect as tcpConnect } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";

const CONNECT_PARALLEL = 100;
const HEAD = '{"t":"d","at":';

/** A masked client text frame (payload under 126 bytes). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = (payload[i] as number) ^ (mask[i % 4] as number);
  return frame;
}

interface Counters {
  latencies: number[];
  frames: number;
  measuring: boolean;
}

/** Splits the incoming byte stream into frames and hands each text payload's head to `onText`. */
function frameReader(onText: (head: string) => void): (chunk: Buffer) => void {
  let buf: Buffer = Buffer.alloc(0);
  return (chunk) => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    for (;;) {
      if (buf.length < 2) return;
      let len = (buf[1] as number) & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (buf.length < 4) return;
        len = buf.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (buf.length < 10) return;
        len = Number(buf.readBigUInt64BE(2));
        offset = 10;
      }
      if (buf.length < offset + len) return;
      if (((buf[0] as number) & 0x0f) === 1)
        onText(buf.toString("latin1", offset, offset + Math.min(len, 40)));
      buf = buf.subarray(offset + len);
    }
  };
}

function openClient(
  url: URL,
  sport: number,
  counters: Counters,
  now: () => number,
  sockets: Socket[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: url.hostname, port: Number(url.port) });
    sockets.push(socket);
    socket.setNoDelay(true);
    const timer = setTimeout(() => reject(new Error("connect timeout")), 30_000);
    let upgraded = false;
    let pending = Buffer.alloc(0);
    const read = frameReader((head) => {
      if (head.startsWith(HEAD)) {
        const at = Number(head.slice(HEAD.length, head.indexOf(",", HEAD.length)));
        if (counters.measuring) counters.latencies.push(now() - at);
        counters.frames += 1;
      } else if (head.startsWith('{"t":"ack"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on("connect", () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on("data", (chunk: Buffer) => {
      if (upgraded) return read(chunk);
      pending = Buffer.concat([pending, chunk]);
      const end = pending.indexOf("\r\n\r\n");
      if (end === -1) return;
      if (!pending.toString("latin1", 0, 12).includes("101")) return reject(new Error("upgrade refused"));
      upgraded = true;
      socket.write(textFrame(JSON.stringify({ type: "subscribe", sports: [sport] })));
      read(pending.subarray(end + 4));
    });
    socket.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

export async function runClients(
  url: string,
  count: number,
  sport: number,
  now: () => number,
): Promise<void> {
  const counters: Counters = { latencies: [], frames: 0, measuring: true };
  const sockets: Socket[] = [];
  const target = new URL(url);
  for (let i = 0; i < count; i += CONNECT_PARALLEL) {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_PARALLEL, count - i) }, () =>
        openClient(target, sport, counters, now, sockets),
      ),
    );
  }
  // The clients' own event-loop delay: a frame waiting here to be read counts as delivery time, so
  // this says how much of the measured latency the client process itself may add.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  process.send?.({ type: "ready" });
  await new Promise<void>((resolve) => {
    process.on("message", (m: { type?: string }) => {
      if (m.type === "stop") resolve();
    });
    // Bounded: a parent that never says stop does not keep this process alive for long.
    setTimeout(resolve, 10 * 60_000).unref();
  });
  counters.measuring = false;
  lag.disable();
  const closed = sockets.filter((s) => s.destroyed).length;
  const report = {
    connected: sockets.length,
    frames: counters.frames,
    latencies: counters.latencies,
    closed,
    loopDelayP99: lag.percentile(99) / 1e6,
    loopDelayMax: lag.max / 1e6,
  };
  process.send?.({ type: "report", report }, () => {
    for (const s of sockets) s.destroy();
    process.exit(0);
  });
}

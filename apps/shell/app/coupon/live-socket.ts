import type { LiveDiff } from "./outcomes.ts";

/**
 * The coupon's connection to the live push (/ws/live, docs/sportsbook.md "WebSocket protocol"):
 * subscribes to exactly the coupon's outcomes, hands every diff frame on, and reconnects with a
 * doubling delay (at most 30 s) while the coupon holds bets.
 */
export class CouponLiveSocket {
  private ws: WebSocket | null = null;
  private subscribed = new Set<number>();
  private want = new Set<number>();
  private retry = 0;
  private closed = false;

  constructor(private readonly onDiffs: (diffs: LiveDiff[]) => void) {}

  /** The outcomes to follow now; connects on the first one. */
  sync(outcomeIds: readonly number[]): void {
    this.closed = false;
    this.want = new Set(outcomeIds);
    if (typeof WebSocket === "undefined") return;
    if (!this.ws) {
      if (this.want.size > 0) this.connect();
      return;
    }
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const add = [...this.want].filter((id) => !this.subscribed.has(id));
    const drop = [...this.subscribed].filter((id) => !this.want.has(id));
    if (add.length) this.ws.send(JSON.stringify({ type: "subscribe", outcomes: add }));
    if (drop.length) this.ws.send(JSON.stringify({ type: "unsubscribe", outcomes: drop }));
    this.subscribed = new Set(this.want);
  }

  close(): void {
    this.closed = true;
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }

  private connect(): void {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/live`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.subscribed = new Set();
    ws.onopen = () => {
      this.retry = 0;
      this.sync([...this.want]);
    };
    ws.onmessage = (event) => {
      let msg: { t?: string; d?: LiveDiff[] };
      try {
        msg = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (msg.t === "d" && Array.isArray(msg.d)) this.onDiffs(msg.d);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      const delay = Math.min(30_000, 1000 * 2 ** this.retry++);
      setTimeout(() => {
        if (!this.closed && !this.ws && this.want.size > 0) this.connect();
      }, delay);
    };
  }
}

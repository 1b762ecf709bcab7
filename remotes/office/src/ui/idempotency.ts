/**
 * A fresh idempotency key for one payment intent. The form keeps it while the player retries the
 * same amount and method (a lost answer must not create a second deposit) and makes a new one as
 * soon as either changes. randomUUID needs a secure context; getRandomValues works everywhere.
 */
export function newIdempotencyKey(prefix: "dep" | "wd"): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

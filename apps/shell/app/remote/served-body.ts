/**
 * A remote's server-rendered body goes into the document once (issue 14 #5). The page's loader data
 * is serialised into the document for hydration; with the body in it, the remote's markup and its
 * props (the page's games) would travel twice. So for a document request the loader moves the body
 * here (`detachBodies`) and the slot keeps only an id; the server render takes it back
 * (`servedBody`) and writes it once, into the remote's element; in the browser the same element's
 * markup is the body (`bodyInDocument`). A client-side navigation (a data request, which renders
 * nothing on the server) keeps the body in its data.
 */
import type { RemoteSlot } from "../services.ts";

const HELD_MS = 30_000;
/** Bodies waiting for this process's render of their page, by id. */
const held = new Map<string, { body: string; at: number }>();

/** A data request of a client-side navigation: fetched by the page's script, rendered in the browser. */
function isDataRequest(request: Request): boolean {
  return request.headers.get("sec-fetch-dest") === "empty";
}

function hold(body: string): string {
  const now = Date.now();
  // Bodies of renders that never reached the remote view (an error page) do not stay.
  for (const [id, entry] of held) {
    if (now - entry.at < HELD_MS) break;
    held.delete(id);
  }
  const id = crypto.randomUUID();
  held.set(id, { body, at: now });
  return id;
}

/** The slot as the page's data carries it: for a document request, without its body. */
export function detachBody(slot: RemoteSlot | null, request: Request): RemoteSlot | null {
  if (slot?.state !== "ready" || slot.answer.body === "" || isDataRequest(request)) return slot;
  return { ...slot, answer: { ...slot.answer, body: "" }, served: hold(slot.answer.body) };
}

/**
 * The body of a slot whose body was detached: on the server taken back (once) for the render; in
 * the browser the markup of the element the server wrote it into, read before the remote hydrates.
 * Null when it is not there (the browser then loads the remote itself).
 */
export function servedBody(slot: RemoteSlot): string | null {
  if (slot.state !== "ready" || !slot.served) return slot.state === "ready" ? slot.answer.body : null;
  if (typeof document === "undefined") {
    const entry = held.get(slot.served);
    held.delete(slot.served);
    return entry?.body ?? null;
  }
  return document.querySelector(`[data-served="${CSS.escape(slot.served)}"]`)?.innerHTML ?? null;
}

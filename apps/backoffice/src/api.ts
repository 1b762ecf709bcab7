/** The staff API from the browser: same-origin cookies, the CSRF header on every change, errors as ApiError. */
export const API = "/backoffice-api/v1";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function csrfToken(): string {
  if (typeof document === "undefined") return "";
  const found = document.cookie.split("; ").find((c) => c.startsWith("bo_csrf="));
  return found ? decodeURIComponent(found.slice("bo_csrf=".length)) : "";
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") headers["x-csrf-token"] = csrfToken();
  const res = await fetch(`${API}${path}`, {
    method,
    headers,
    credentials: "same-origin",
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string } })
    | null;
  if (!res.ok) {
    const error = json?.error;
    throw new ApiError(res.status, error?.code ?? "HTTP", error?.message ?? `Request failed (${res.status})`);
  }
  return json as T;
}

/** A query string of the set values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Minor units as a decimal amount (two digits: the site's currencies). */
export function money(minor: string | null | undefined, currency = ""): string {
  if (minor === null || minor === undefined) return "—";
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(3, "0");
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return `${negative ? "-" : ""}${text}${currency ? ` ${currency}` : ""}`;
}

export function when(iso: string | null | undefined): string {
  return iso ? iso.replace("T", " ").slice(0, 19) : "—";
}

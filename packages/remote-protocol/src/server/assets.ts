import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { FastifyReply } from "fastify";
import { sendRenderError } from "./errors.ts";
import { MANIFEST_FILE } from "./remote-app.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

/** Hashed file names change with their content, so a year of caching is safe. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

// Plain names only: no "..", no hidden files, no absolute paths.
const SAFE_ASSET = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Resolves a requested asset inside the assets folder, or null when it must not be served. */
export function resolveAsset(assetsDir: string, requested: string): string | null {
  if (!SAFE_ASSET.test(requested) || requested === MANIFEST_FILE) return null;
  const root = resolve(assetsDir);
  const file = resolve(join(root, requested));
  return file.startsWith(root + sep) ? file : null;
}

/** The build's precompressed copies (scripts/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** Whether an Accept-Encoding header allows a coding (a q of 0 refuses it; `*` stands for any). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard: boolean | null = null;
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (name.trim() === encoding) return allowed;
    if (name.trim() === "*") wildcard = allowed;
  }
  return wildcard ?? false;
}

export async function sendAsset(
  reply: FastifyReply,
  assetsDir: string,
  requested: string,
  opts: { acceptEncoding?: string; preCompressed?: boolean } = {},
): Promise<FastifyReply> {
  const file = resolveAsset(assetsDir, requested);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return sendRenderError(reply, "MF_UNKNOWN_ASSET", `No asset ${requested}`);
  let body = { path: file, size: info.size };
  if (opts.preCompressed) {
    // Whichever copy is sent, a shared cache must keep the answers apart by the request's header.
    reply.header("vary", "accept-encoding");
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!acceptsEncoding(opts.acceptEncoding, encoding)) continue;
      const copy = await stat(file + suffix).catch(() => null);
      if (!copy?.isFile()) continue;
      body = { path: file + suffix, size: copy.size };
      reply.header("content-encoding", encoding);
      break;
    }
  }
  return (
    reply
      .header("content-type", CONTENT_TYPES[extname(file)] ?? "application/octet-stream")
      .header("content-length", body.size)
      .header("cache-control", IMMUTABLE_CACHE)
      .header("x-content-type-options", "nosniff")
      // Module scripts are fetched in CORS mode; a remote on its own origin must allow the shell's page.
      .header("access-control-allow-origin", "*")
      .send(createReadStream(body.path))
  );
}

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

export async function sendAsset(
  reply: FastifyReply,
  assetsDir: string,
  requested: string,
): Promise<FastifyReply> {
  const file = resolveAsset(assetsDir, requested);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return sendRenderError(reply, "MF_UNKNOWN_ASSET", `No asset ${requested}`);
  return (
    reply
      .header("content-type", CONTENT_TYPES[extname(file)] ?? "application/octet-stream")
      .header("content-length", info.size)
      .header("cache-control", IMMUTABLE_CACHE)
      .header("x-content-type-options", "nosniff")
      // Module scripts are fetched in CORS mode; a remote on its own origin must allow the shell's page.
      .header("access-control-allow-origin", "*")
      .send(createReadStream(file))
  );
}

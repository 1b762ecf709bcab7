import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/**
 * True when a string holds a character no text column can store: a NUL (PostgreSQL refuses it
 * in text) or a UTF-16 surrogate without its pair (it has no UTF-8 form).
 */
export function isUnsafeText(text: string): boolean {
  // isWellFormed is in Node 20 but not in the ES2023 lib the project compiles against.
  return text.includes("\u0000") || !(text as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Where in a decoded input (query, params, JSON body) the first unsafe string sits, keys
 * included, as a path like "body.user_name"; undefined when it is all storable text.
 */
export function unsafeTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? path : undefined;
  if (value === null || typeof value !== "object" || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  // A binary or streamed body is not text to look into (and would be walked byte by byte).
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return `${path}.${key}`;
    const found = unsafeTextPath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * One guard for every route instead of a rule in every schema: a NUL byte or a lone surrogate in
 * any decoded string of the query, the path parameters or the body is a 400 VALIDATION before
 * the schema runs, so no text field can carry one to the database (PostgreSQL refuses NUL in
 * text with an error, and a lone surrogate has no UTF-8 form). Encoded fields (base64 of UTF-8)
 * are checked after decoding by their own schema (services/auth/fields.ts).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const at =
      unsafeTextPath(request.params, "params") ??
      unsafeTextPath(request.query, "querystring") ??
      unsafeTextPath(request.body, "body");
    if (at) {
      const message = `${at}: text must not contain NUL bytes or unpaired surrogates`;
      throw new AppError("VALIDATION", message, [{ path: at, message: "unsafe character" }]);
    }
  });
}

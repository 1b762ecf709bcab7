import {
  DOCUMENT_MIMES,
  type DocumentMime,
  SNIFF_BYTES,
  sniffDocument,
  stripMetadata,
} from "@parlay/domain/documents";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";

/** The default limit of one document (VERIFICATION_MAX_BYTES overrides it). */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

const tooLarge = (maxBytes: number) => new AppError("DOCUMENT_TOO_LARGE", undefined, { maxBytes });
const wrongType = () => new AppError("DOCUMENT_TYPE_NOT_ALLOWED", undefined, { allowed: DOCUMENT_MIMES });

/**
 * Reads the one file of a multipart upload while it streams: the first bytes decide its type (the
 * name and the part's Content-Type are ignored), and it stops at `maxBytes` + 1, so an oversize body
 * is refused without being held. The image's metadata is stripped before it is returned; nothing is
 * stored here.
 */
export async function readDocument(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ mime: DocumentMime; content: Uint8Array }> {
  if (!request.isMultipart())
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data");
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
  if (!part) throw new AppError("VALIDATION", "body.file: a file is required");
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: DocumentMime | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      chunks.push(chunk);
      if (mime === null && size >= SNIFF_BYTES) {
        mime = sniffDocument(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
        if (mime === null) {
          part.file.resume(); // drain the rest without keeping it
          throw wrongType();
        }
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(maxBytes);
    throw err;
  }
  if (part.file.truncated || size > maxBytes) throw tooLarge(maxBytes);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  mime ??= sniffDocument(bytes);
  if (mime === null) throw wrongType();
  const content = stripMetadata(bytes, mime);
  if (content === null) throw wrongType();
  return { mime, content };
}

/**
 * Ticket attachments (docs/support.md "Attachments"): images and PDF only, the type decided from the
 * bytes (the name and the browser's claim are not believed), each at most 2 MiB, at most 3 a post.
 */
import { AppError } from "../../http/errors.ts";

export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENTS_PER_POST = 3;

const SIGNATURES: readonly { mime: string; at: number; bytes: readonly number[] }[] = [
  { mime: "image/png", at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: "image/jpeg", at: 0, bytes: [0xff, 0xd8, 0xff] },
  { mime: "application/pdf", at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The attachment's type from its first bytes, or null when it is none of the accepted ones. */
export function sniffType(bytes: Uint8Array): string | null {
  for (const s of SIGNATURES) if (s.bytes.every((b, i) => bytes[s.at + i] === b)) return s.mime;
  // RIFF....WEBP
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export interface AttachmentIn {
  name: string;
  /** The file's bytes, base64. */
  data: string;
}

export interface CheckedAttachment {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** Decodes and checks every attachment before anything is stored: one bad file refuses the post. */
export function checkAttachments(list: readonly AttachmentIn[]): CheckedAttachment[] {
  return list.map((a) => {
    const bytes = new Uint8Array(Buffer.from(a.data, "base64"));
    if (bytes.length === 0) throw new AppError("ATTACHMENT_REFUSED");
    if (bytes.length > ATTACHMENT_MAX_BYTES) throw new AppError("ATTACHMENT_TOO_LARGE");
    const mime = sniffType(bytes);
    if (!mime) throw new AppError("ATTACHMENT_REFUSED");
    return { name: a.name, mime, bytes };
  });
}

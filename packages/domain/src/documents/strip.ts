import type { DocumentMime } from "./sniff.ts";

/**
 * Removes the metadata an image carries beside its pixels (docs/verification.md "Metadata"): where
 * and when a photo was taken, the camera, the software, embedded thumbnails and free text.
 *
 * - JPEG: APP1–APP15 segments (EXIF, XMP, ICC's APP2, Photoshop/IPTC APP13, …) and comments (COM)
 *   are dropped; APP0 (JFIF) and every coding segment stay. From the start of scan on, the bytes are
 *   copied as they are.
 * - PNG: ancillary text and time chunks (tEXt, zTXt, iTXt, eXIf, tIME) are dropped.
 * - WebP: the EXIF and XMP chunks are dropped and their flags cleared in VP8X.
 * - PDF is returned unchanged (its metadata cannot be removed without rewriting the document).
 *
 * A file whose structure does not parse is refused (null): a broken image is not worth storing.
 */
export function stripMetadata(bytes: Uint8Array, mime: DocumentMime): Uint8Array | null {
  switch (mime) {
    case "image/jpeg":
      return stripJpeg(bytes);
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
    case "application/pdf":
      return bytes;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;
const APP0 = 0xe0;

function stripJpeg(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === EOI) {
      parts.push(b.subarray(i, i + 2));
      return concat(parts);
    }
    // Standalone markers (RST0–7, TEM) carry no length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    const length = ((b[i + 2] as number) << 8) | (b[i + 3] as number);
    if (length < 2 || i + 2 + length > b.length) return null;
    const end = i + 2 + length;
    if (marker === SOS) {
      parts.push(b.subarray(i)); // the scan and everything after it
      return concat(parts);
    }
    const metadata = (marker > APP0 && marker <= 0xef) || marker === COM;
    if (!metadata) parts.push(b.subarray(i, end));
    i = end;
  }
  return null;
}

const PNG_DROP = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

function stripPng(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 8;
  while (i + 12 <= b.length) {
    const length = view.getUint32(i);
    const end = i + 12 + length;
    if (end > b.length) return null;
    const type = String.fromCharCode(...b.subarray(i + 4, i + 8));
    if (!PNG_DROP.has(type)) parts.push(b.subarray(i, end));
    i = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

const WEBP_DROP = new Set(["EXIF", "XMP "]);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(b: Uint8Array): Uint8Array | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length < 12) return null;
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > b.length) return null;
  const chunks: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= riffEnd) {
    const type = String.fromCharCode(...b.subarray(i, i + 4));
    const size = view.getUint32(i + 4, true);
    const end = i + 8 + size + (size % 2); // chunks are padded to an even size
    if (end > riffEnd) return null;
    if (!WEBP_DROP.has(type)) {
      const chunk = b.slice(i, end);
      if (type === "VP8X" && chunk.length > 8) chunk[8] = (chunk[8] as number) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    i = end;
  }
  if (i !== riffEnd) return null;
  const body = concat(chunks);
  const head = new Uint8Array(12);
  head.set(b.subarray(0, 12));
  new DataView(head.buffer).setUint32(4, body.length + 4, true);
  return concat([head, body]);
}

import { describe, expect, test } from "vitest";
import { sniffDocument } from "./sniff.ts";
import { stripMetadata } from "./strip.ts";
import { exifJpeg, pngWithText, webpWithExif } from "./testing.ts";

const text = (b: Uint8Array) => Buffer.from(b).toString("latin1");

describe("sniffDocument", () => {
  test("recognises each accepted type by its bytes only", () => {
    expect(sniffDocument(exifJpeg())).toBe("image/jpeg");
    expect(sniffDocument(pngWithText())).toBe("image/png");
    expect(sniffDocument(webpWithExif())).toBe("image/webp");
    expect(sniffDocument(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
  });
  test("refuses anything else, however it is named", () => {
    for (const s of [
      "<script>alert(1)</script>",
      "GIF89a......",
      "PK\u0003\u0004zip",
      "",
      "RIFF\0\0\0\0WAVE",
    ])
      expect(sniffDocument(new TextEncoder().encode(s)), s).toBeNull();
  });
});

describe("stripMetadata", () => {
  test("JPEG: EXIF (with GPS), XMP and comments are gone, the image segments stay", () => {
    const input = exifJpeg();
    expect(text(input)).toContain("Exif");
    expect(text(input)).toContain("GPS-SECRET");
    const out = stripMetadata(input, "image/jpeg") as Uint8Array;
    expect(text(out)).not.toContain("Exif");
    expect(text(out)).not.toContain("GPS-SECRET");
    expect(text(out)).not.toContain("a comment");
    expect(text(out)).toContain("JFIF");
    expect(text(out)).toContain("SCANDATA");
    expect(out[out.length - 2]).toBe(0xff);
    expect(out[out.length - 1]).toBe(0xd9);
  });
  test("PNG: text and time chunks are gone, the image chunks stay", () => {
    const out = stripMetadata(pngWithText(), "image/png") as Uint8Array;
    expect(text(out)).not.toContain("tEXt");
    expect(text(out)).not.toContain("Author-Secret");
    for (const chunk of ["IHDR", "IDAT", "IEND"]) expect(text(out)).toContain(chunk);
  });
  test("WebP: the EXIF chunk is gone, its VP8X flag cleared and the RIFF size still right", () => {
    const out = stripMetadata(webpWithExif(), "image/webp") as Uint8Array;
    expect(text(out)).not.toContain("GPS-SECRET");
    const view = new DataView(out.buffer, out.byteOffset);
    expect(view.getUint32(4, true)).toBe(out.length - 8);
    expect((out[20] as number) & 0x08).toBe(0);
  });
  test("a truncated image is refused, a PDF passes as it is", () => {
    expect(stripMetadata(exifJpeg().subarray(0, 30), "image/jpeg")).toBeNull();
    expect(stripMetadata(pngWithText().subarray(0, 20), "image/png")).toBeNull();
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF");
    expect(stripMetadata(pdf, "application/pdf")).toBe(pdf);
  });
});

import { describe, expect, it } from "vitest";
import { ATTACHMENT_MAX_BYTES, checkAttachments, sniffType } from "./attachments.ts";

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe("attachment types come from the bytes", () => {
  it("knows PNG, JPEG, WebP and PDF, and nothing else", () => {
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffType(ascii("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffType(ascii("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffType(ascii("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
    expect(sniffType(ascii("<svg xmlns="))).toBeNull();
    expect(sniffType(ascii("GIF89a"))).toBeNull();
    expect(sniffType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
  });

  it("refuses an empty, a foreign or an oversize file before any is kept", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString("base64");
    expect(checkAttachments([{ name: "a.png", data: png }])).toEqual([
      expect.objectContaining({ name: "a.png", mime: "image/png" }),
    ]);
    const code = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(code(() => checkAttachments([{ name: "e", data: "" }]))).toBe("ATTACHMENT_REFUSED");
    expect(
      code(() =>
        checkAttachments([
          { name: "a.png", data: png },
          { name: "x.png", data: "TVo=" },
        ]),
      ),
    ).toBe("ATTACHMENT_REFUSED");
    const big = Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(ATTACHMENT_MAX_BYTES)]).toString("base64");
    expect(code(() => checkAttachments([{ name: "big.pdf", data: big }]))).toBe("ATTACHMENT_TOO_LARGE");
  });
});

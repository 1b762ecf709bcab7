/** TEST FIXTURES — small, structurally valid images carrying metadata to strip. */
const enc = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const seg = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ((payload.length + 2) >> 8) & 0xff,
  (payload.length + 2) & 0xff,
  ...payload,
];

/** SOI, APP0 JFIF, APP1 EXIF with a GPS text, APP1 XMP, COM, DQT, SOS with scan data, EOI. */
export function exifJpeg(): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    ...seg(0xe0, [...enc("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xe1, [...enc("Exif"), 0, 0, ...enc("GPS-SECRET 55.75N 37.61E")]),
    ...seg(0xe1, enc("http://ns.adobe.com/xap/1.0/ <x:xmpmeta>")),
    ...seg(0xfe, enc("a comment")),
    ...seg(0xdb, [0, ...new Array(64).fill(1)]),
    ...seg(0xda, [1, 1, 0, 0, 0x3f, 0]),
    ...enc("SCANDATA"),
    0xff,
    0xd9,
  ]);
}

function crcless(type: string, data: number[]): number[] {
  const n = data.length;
  return [
    (n >>> 24) & 0xff,
    (n >>> 16) & 0xff,
    (n >>> 8) & 0xff,
    n & 0xff,
    ...enc(type),
    ...data,
    0,
    0,
    0,
    0,
  ];
}

/** A PNG with IHDR, a tEXt chunk, IDAT and IEND (CRCs are zero: nothing here checks them). */
export function pngWithText(): Uint8Array {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...crcless("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
    ...crcless("tEXt", enc("Author\0Author-Secret")),
    ...crcless("IDAT", [1, 2, 3, 4]),
    ...crcless("IEND", []),
  ]);
}

const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
const riffChunk = (type: string, data: number[]) => [
  ...enc(type),
  ...le32(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

/** A WebP with VP8X (EXIF flag set), VP8L image data and an EXIF chunk. */
export function webpWithExif(): Uint8Array {
  const body = [
    ...enc("WEBP"),
    ...riffChunk("VP8X", [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...riffChunk("VP8L", [0x2f, 0, 0, 0, 0]),
    ...riffChunk("EXIF", enc("GPS-SECRET")),
  ];
  return new Uint8Array([...enc("RIFF"), ...le32(body.length), ...body]);
}

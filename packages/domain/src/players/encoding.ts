/**
 * "Encoded" payload fields (spec 001 §7: uPassword, phone_number, login, pass, code) travel as
 * base64 of their UTF-8 bytes. It is not a security measure (TLS is): it keeps any character,
 * quotes and non-Latin scripts included, intact through form and JSON encoders and out of casual
 * request logs. The shell encodes with {@link encodeField}; the server decodes with {@link decodeField}.
 */

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

function toBinary(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

/** base64 of the UTF-8 bytes of `text` (standard alphabet, padded). */
export function encodeField(text: string): string {
  return btoa(toBinary(new TextEncoder().encode(text)));
}

/**
 * The text inside an encoded field, or null when it is not base64 (standard alphabet, padding
 * optional) of valid UTF-8. Whitespace is not allowed: a field is one token.
 */
export function decodeField(encoded: string): string | null {
  if (!BASE64.test(encoded)) return null;
  const padded = encoded + "=".repeat((4 - (encoded.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * One WebSocket text frame encoded once and written as is to every client that gets it: the push
 * hub's hot path. `ws` would build a header and make a corked two-buffer write per client; here
 * the whole frame (server frames are unmasked, so identical for every client) is one shared
 * Buffer and each client costs one socket write. Used only where that is exactly what `ws` would
 * send: no extension negotiated (permessage-deflate would compress) and nothing queued in the
 * client's sender (a queue would be overtaken). Anything else goes through `ws`'s own send. Bytes
 * written this way count in the socket's `bufferedAmount` like any other, so slow-client
 * dropping sees them.
 */
import type { LiveSocket } from "./session.ts";

export interface SharedFrame {
  /** The text payload (what `ws` would be given). */
  payload: Buffer;
  /** The complete frame on the wire: FIN + text opcode, unmasked length, payload. */
  wire: Buffer;
}

export function sharedFrame(text: string): SharedFrame {
  const payload = Buffer.from(text);
  const n = payload.length;
  const headLength = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(headLength + n);
  wire[0] = 0x81;
  if (n < 126) wire[1] = n;
  else if (n < 65536) {
    wire[1] = 126;
    wire.writeUInt16BE(n, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(wire, headLength);
  return { payload, wire };
}

/** The parts of a `ws` 8 WebSocket the direct write relies on. */
interface WsInternals {
  _socket?: { write(data: Buffer): boolean } | null;
  _sender?: { _state?: number } | null;
  _extensions?: Record<string, unknown>;
}

/** The raw socket of a `ws` client that negotiated no extension, or null (fall back to send). */
export function rawSocketOf(socket: LiveSocket): WsInternals | null {
  const ws = socket as unknown as WsInternals;
  if (!ws._socket || !ws._sender || typeof ws._sender._state !== "number") return null;
  if (!ws._extensions || Object.keys(ws._extensions).length > 0) return null;
  return ws;
}

/** Writes the frame directly when the sender is idle, else through `ws`. */
export function writeShared(socket: LiveSocket, raw: WsInternals | null, frame: SharedFrame): void {
  if (raw?._socket && raw._sender?._state === 0) raw._socket.write(frame.wire);
  else socket.send(frame.payload, { binary: false });
}

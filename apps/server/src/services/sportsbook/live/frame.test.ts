import { describe, expect, test } from "vitest";
// @ts-expect-error ws ships no type declarations in this repository
import { Receiver } from "ws";
import { sharedFrame } from "./frame.ts";

/** Decodes frames with ws's own parser, as a browser's WebSocket would read them. */
function decode(wire: Buffer): Promise<{ text: string; isBinary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false, maxPayload: 0 });
    receiver.on("message", (data: Buffer, isBinary: boolean) => resolve({ text: data.toString(), isBinary }));
    receiver.on("error", reject);
    receiver.write(wire);
  });
}

describe("shared WebSocket frames", () => {
  test.each([
    ["short (7-bit length)", 10],
    ["medium (16-bit length)", 5_000],
    ["long (64-bit length)", 70_000],
  ])("a %s text frame decodes to its payload", async (_, size) => {
    const text = `{"t":"d","at":1,"d":[${"1,".repeat(size)}1]}`;
    const frame = sharedFrame(text);
    expect(frame.payload.toString()).toBe(text);
    await expect(decode(frame.wire)).resolves.toEqual({ text, isBinary: false });
  });
});

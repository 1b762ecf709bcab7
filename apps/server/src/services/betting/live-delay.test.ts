import { afterEach, describe, expect, it, vi } from "vitest";
import { waitLiveDelay } from "./live-delay.ts";

describe("waitLiveDelay", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers only when the delay has passed, with the time it waited", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    let waited: number | null = null;
    const done = waitLiveDelay(400).then((ms) => {
      waited = ms;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(waited).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(waited).toBe(400);
  });
});

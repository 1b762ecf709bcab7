import { describe, expect, it } from "vitest";
import { delayBefore, realSleep, retryDelays, shellRetryPolicy, viewRetryPolicy } from "./retry.ts";

describe("retry policies", () => {
  it("shell level: 5 tries, 1000 ms apart, then the refresh button", () => {
    expect(shellRetryPolicy.maxAttempts).toBe(5);
    expect(retryDelays(shellRetryPolicy)).toEqual([1000, 1000, 1000, 1000]);
    expect(shellRetryPolicy.giveUp.buttonKey).toBe("main_page_refresh_button");
  });

  it("view level: 3 retries doubling from 1000 ms, then the reload message", () => {
    expect(retryDelays(viewRetryPolicy)).toEqual([1000, 2000, 4000]);
    expect(viewRetryPolicy.giveUp).toEqual({
      messageKey: "main_dictionary_load_error",
      hintKey: "main_dictionary_refresh_page",
      buttonKey: "main_refreshing_button",
    });
  });

  it("never waits before the first attempt", () => {
    expect(delayBefore(viewRetryPolicy, 1)).toBe(0);
    expect(delayBefore(shellRetryPolicy, 1)).toBe(0);
  });

  it("real sleep can be cancelled", async () => {
    const controller = new AbortController();
    const sleeping = realSleep(60_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(sleeping).rejects.toThrow("stop");
    await expect(realSleep(1)).resolves.toBeUndefined();
  });
});

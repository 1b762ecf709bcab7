import { ar, en, ru } from "@parlay/i18n";
import { createFingerprintLoader, FINGERPRINT_SCRIPT } from "@parlay/web";
import { describe, expect, it, vi } from "vitest";
import { pollAccountsAfterLogin } from "./account-poller.ts";
import { dialogFromQuery } from "./query-dialogs.ts";
import { afterLoginChange, pageWithoutDialogs } from "./redirect-after-login.ts";
import { pollUntil, type Timers, type Visibility, visibleInterval, withRetries } from "./session-schedule.ts";

describe("where a login change leads", () => {
  const change = (routeId: string, search: string, pathname = "/en/line") =>
    afterLoginChange({ routeId, lng: "en", pathname, search });

  it("follows returnUrl, else the page under the dialog, else home", () => {
    expect(change("home", "?login=1&returnUrl=%2Fen%2Foffice%2Faccount", "/en/")).toEqual({
      kind: "go",
      to: "/en/office/account",
    });
    expect(change("line", "?login=1&x=2")).toEqual({ kind: "go", to: "/en/line?x=2" });
    expect(change("home", "", "")).toEqual({ kind: "go", to: "/en/" });
  });

  it("reloads registration and office pages in place instead of leaving them", () => {
    expect(change("registration", "?returnUrl=%2Fen%2Flive")).toEqual({ kind: "revalidate" });
    expect(change("office.account", "")).toEqual({ kind: "revalidate" });
  });

  it("ignores a return URL that leaves the site", () => {
    for (const bad of ["//evil.test", "/.//evil.test"]) {
      expect(change("home", `?returnUrl=${encodeURIComponent(bad)}`, "/en/"), bad).toEqual({
        kind: "go",
        to: "/en/",
      });
    }
  });

  it("drops only the dialog parameters", () => {
    expect(pageWithoutDialogs("/en/", "?login=1&showForgotPasswordModal=1&ref=abc&two_step=social")).toBe(
      "/en/?ref=abc",
    );
  });
});

/** Fake timers and visibility: time moves only when the test says so. */
function fakeClock() {
  let now = 0;
  let visible = true;
  const listeners = new Set<() => void>();
  const pending = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      pending.set(++id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (h) => {
      pending.delete(h as number);
    },
  };
  const visibility: Visibility = {
    isVisible: () => visible,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return {
    timers,
    visibility,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    setVisible(v: boolean) {
      visible = v;
      for (const fn of listeners) fn();
    },
  };
}

describe("session re-check every 60 s while visible", () => {
  it("runs every minute, pauses while hidden, catches up when shown again", () => {
    const clock = fakeClock();
    const task = vi.fn();
    const stop = visibleInterval(task, 60_000, clock.timers, clock.visibility);
    clock.advance(59_999);
    expect(task).toHaveBeenCalledTimes(0);
    clock.advance(1);
    expect(task).toHaveBeenCalledTimes(1);
    clock.setVisible(false);
    clock.advance(5 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
    clock.setVisible(true);
    clock.advance(0);
    expect(task).toHaveBeenCalledTimes(2);
    clock.advance(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    clock.advance(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("shown again before the period ends waits for the rest of it", () => {
    const clock = fakeClock();
    const task = vi.fn();
    visibleInterval(task, 60_000, clock.timers, clock.visibility);
    clock.advance(20_000);
    clock.setVisible(false);
    clock.advance(10_000);
    clock.setVisible(true);
    clock.advance(29_999);
    expect(task).not.toHaveBeenCalled();
    clock.advance(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe("retries and polling", () => {
  it("fetches the user id with 2 retries, 1500 ms apart", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const attempt = vi.fn(async () => undefined);
    expect(await withRetries(attempt, sleep)).toBeUndefined();
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1500, 1500]);
    const second = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce(100000001);
    expect(await withRetries(second, sleep)).toBe(100000001);
  });

  it("polls accounts 5 times, 2500 ms apart, until one is active", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const never = { hasActiveAccount: vi.fn(async () => false) };
    expect(await pollAccountsAfterLogin(never, sleep)).toBe(false);
    expect(never.hasActiveAccount).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([2500, 2500, 2500, 2500]);
    const third = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
    expect(await pollUntil(third, sleep, 5, 2500)).toBe(true);
    expect(third).toHaveBeenCalledTimes(3);
  });
});

describe("fingerprint loader", () => {
  const record = { token: "fp", expiresAt: 2_000_000_000, data: "components" };

  it("loads the helper once and keeps the record while it is valid", async () => {
    const loadScript = vi.fn(async () => {});
    const exec = vi.fn(async () => record);
    const fp = createFingerprintLoader({
      loadScript,
      api: () => ({ ready: Promise.resolve(true), exec }),
      now: () => 0,
    });
    expect(await fp.current()).toEqual({ token: "fp", componentsData: "components" });
    expect(await fp.current()).toEqual({ token: "fp", componentsData: "components" });
    expect(loadScript).toHaveBeenCalledWith(FINGERPRINT_SCRIPT);
    expect(exec).toHaveBeenCalledTimes(1);
    await fp.refresh();
    expect(exec).toHaveBeenCalledTimes(2);
  });

  it("stops after 2 failures unless forced, and only logs the reason", async () => {
    const log = vi.fn();
    const exec = vi.fn(async () => ({ token: 1 }));
    const fp = createFingerprintLoader({
      loadScript: async () => {},
      api: () => ({ ready: Promise.resolve(true), exec }),
      now: () => 0,
      log,
    });
    expect(await fp.load()).toBeNull();
    expect(await fp.load()).toBeNull();
    expect(await fp.load()).toBeNull();
    expect(exec).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith("fingerprint: invalid response");
    exec.mockResolvedValueOnce(record as never);
    expect(await fp.load(true)).toMatchObject({ token: "fp" });
  });

  it("names a helper without exec or ready", async () => {
    const log = vi.fn();
    const noExec = createFingerprintLoader({
      loadScript: async () => {},
      api: () => ({ ready: Promise.resolve() }),
      now: () => 0,
      log,
    });
    await noExec.load();
    const noReady = createFingerprintLoader({
      loadScript: async () => {},
      api: () => ({}),
      now: () => 0,
      log,
    });
    await noReady.load();
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      "fingerprint: missing exec",
      "fingerprint: missing ready",
    ]);
  });
});

describe("dialogs the address asks for", () => {
  const guest = { authenticated: false, routeId: "home" };
  it("login, the social two-step, forgot password on home, logout for players", () => {
    expect(dialogFromQuery("?login=1&returnUrl=%2Fen%2Foffice", guest)).toEqual({
      kind: "login",
      social: false,
    });
    expect(dialogFromQuery("?two_step=social", guest)).toEqual({ kind: "login", social: true });
    expect(dialogFromQuery("?showForgotPasswordModal=1", guest)).toEqual({ kind: "forgot" });
    expect(dialogFromQuery("?showForgotPasswordModal=1", { ...guest, routeId: "line" })).toBeNull();
    expect(dialogFromQuery("?logout=1", guest)).toBeNull();
    expect(dialogFromQuery("?logout=1", { ...guest, authenticated: true })).toEqual({ kind: "logout" });
    expect(dialogFromQuery("?login=1", { ...guest, authenticated: true })).toBeNull();
  });
});

describe("shell texts of issue 4", () => {
  const keys = Object.keys(en).filter((k) =>
    /^(auth_|user_|captcha_|forgot_|logout_|reset_|one_tap_|password_rule|header_confirm)/.test(k),
  ) as (keyof typeof en)[];
  it("exist in Russian and Arabic, in those scripts", () => {
    expect(keys.length).toBeGreaterThan(80);
    const latinOnly = /^(E-mail|SMS|E-mail или ID)$/;
    for (const key of keys) {
      expect(ar[key], key).toMatch(/[\u0600-\u06FF]/);
      if (!latinOnly.test(ru[key])) expect(ru[key], key).toMatch(/[\u0400-\u04FF]/);
    }
  });
});

/** The betcalc command as users run it: in process for each case, and spawned once as a real process. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { betcalc } from "@parlay/domain/betcalc";
import { describe, expect, it } from "vitest";
import { runBetcalc } from "./betcalc-command.ts";

const cli = fileURLToPath(new URL("./betcalc-cli.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "betcalc-"));
let files = 0;

function write(input: unknown | string): string {
  const file = join(dir, `coupon-${files++}.json`);
  writeFileSync(file, typeof input === "string" ? input : JSON.stringify(input));
  return file;
}

/** The command's own work, with the file system for input and captured output. */
function run(input: unknown | string, args?: string[]) {
  let stdout = "";
  let stderr = "";
  const code = runBetcalc(args ?? [write(input)], {
    read: (file) => readFileSync(file, "utf8"),
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe("betcalc CLI (spawned as users run it: node --import tsx …/betcalc-cli.ts FILE)", () => {
  const spawn = (args: string[]) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8" });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  it("prints the settled coupon and exits 0; exits 2 with the problem on bad input", () => {
    const coupon = {
      type: 1,
      amount: "10",
      currency: "EUR",
      selections: [
        { odds: "2", status: 1 },
        { odds: "1.5", status: 1 },
      ],
    };
    const ok = spawn([write(coupon)]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual(JSON.parse(run(coupon).stdout));
    expect(JSON.parse(ok.stdout)).toMatchObject({ totalReturn: "30.00" });
    const bad = spawn([write("{")]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("not valid JSON");
  });
});

describe("betcalc command", () => {
  it("prints the lines and totals of a system 2/3 (the cannonbet example × 10)", () => {
    const { code, stdout, stderr } = run({
      type: 2,
      amount: "30.00",
      currency: "EUR",
      system: 2,
      selections: [
        { odds: "1.5", status: 1 },
        { odds: "3.00", status: 1 },
        { odds: "2.50", status: 0 },
      ],
    });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.lines).toEqual([
      { legs: [0, 1], stake: "10.00", odds: "4.500", status: 1, return: "45.00" },
      { legs: [0, 2], stake: "10.00", odds: "3.750", status: 0, return: "0.00" },
      { legs: [1, 2], stake: "10.00", odds: "7.500", status: 0, return: "0.00" },
    ]);
    expect(out).toMatchObject({
      totalStake: "30.00",
      totalReturn: "45.00",
      status: 1,
      possibleWin: "157.50",
      minPossibleWin: "37.50",
    });
  });

  it("settles a multibet with a lobby block and an open conditional coupon", () => {
    const multibet = run({
      type: 4,
      amount: "30",
      currency: "USD",
      system: 2,
      blocks: [[0], [1], [2, 3]],
      lobby: [4],
      selections: ["2.00", "3.00", "1.50", "2.00", "1.50"].map((odds) => ({ odds, status: 1 })),
    });
    expect(multibet.code).toBe(0);
    expect(JSON.parse(multibet.stdout)).toMatchObject({ totalReturn: "315.00" });
    expect(JSON.parse(multibet.stdout).lines[2]).toEqual({
      legs: [1, 2, 3, 4],
      stake: "10.00",
      odds: "13.500",
      status: 1,
      return: "135.00",
    });
    const conditional = run({
      type: 5,
      amount: "100.00",
      currency: "EUR",
      blocks: [[0], [1, 2], [3]],
      blockAmounts: ["max", "100.00"],
      selections: [
        { odds: "1.15", status: 1 },
        { odds: "1.39", status: 1 },
        { odds: "1.13", status: -1 },
        { odds: "1.13", status: 1 },
      ],
    });
    expect(conditional.code).toBe(0);
    const out = JSON.parse(conditional.stdout);
    expect(out.totalReturn).toBeNull();
    expect(out.status).toBe(-1);
    expect(out.lines.map((l: { stake: string | null }) => l.stake)).toEqual(["100.00", "115.00", null]);
  });

  it.each([
    ["not JSON", "{", "not valid JSON"],
    ["a schema error, with its path", { type: 1, amount: "ten", currency: "EUR", selections: [] }, "amount:"],
    [
      "an unknown field",
      { type: 0, amount: "1", currency: "EUR", oods: 1, selections: [{ odds: "2", status: 1 }] },
      "oods",
    ],
    [
      "odds not above 1",
      { type: 0, amount: "1", currency: "EUR", selections: [{ odds: "1.00", status: 1 }] },
      "selections.0.odds",
    ],
    [
      "too many decimals for JPY",
      { type: 0, amount: "1.5", currency: "JPY", selections: [{ odds: "2", status: 1 }] },
      "JPY",
    ],
    [
      "a system value beyond the offset",
      {
        type: 2,
        amount: "1",
        currency: "EUR",
        system: 3,
        selections: [1, 2, 3].map(() => ({ odds: "2", status: 1 })),
        bankers: [0],
      },
      "outside 2..2",
    ],
  ])("exits 2 with a clear message on %s", (_name, input, message) => {
    const { code, stdout, stderr } = run(input);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("betcalc: ");
    expect(stderr).toContain(message);
  });

  it("accepts the issue's all-fields example, ignoring what a system coupon does not read", () => {
    const { code, stdout, stderr } = run({
      type: 2,
      amount: "30.00",
      currency: "EUR",
      system: 2,
      bankers: [],
      blocks: [[0, 1], [2]],
      blockAmounts: ["100.00", "max"],
      selections: [
        { odds: "2.50", status: 1 },
        { odds: "2.50", status: 1 },
        { odds: "1.80", status: 0 },
      ],
    });
    expect(code).toBe(0);
    expect(stderr).toContain("blocks: ignored, not used by coupon type 2");
    const out = JSON.parse(stdout);
    expect(out.lines[0]).toEqual({ legs: [0, 1], stake: "10.00", odds: "6.250", status: 1, return: "62.50" });
    expect(out.totalStake).toBe("30.00");
    expect(out.totalReturn).toBe("62.50");
  });

  it("exits 2 without a readable file", () => {
    expect(run("", []).code).toBe(2);
    const missing = run("", [join(dir, "missing.json")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot read");
  });
});

describe("betcalc (in process)", () => {
  it("formats minor units per currency and reports anti-express terms", () => {
    const result = betcalc({
      type: 6,
      amount: "1000",
      currency: "JPY",
      margin: "0.1166",
      selections: [
        { odds: "1.25", status: 1 },
        { odds: "1.65", status: 0 },
        { odds: "1.85", status: 1 },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      output: { totalReturn: "1170", lines: [{ odds: "1.170", status: 1 }] },
    });
    expect(betcalc({ type: 1, amount: "1", currency: "EUR", margin: "0.05", selections: [] })).toMatchObject({
      ok: false,
    });
  });
  it("refuses to enumerate more than 100,000 lines but names the problem", () => {
    const result = betcalc({
      type: 2,
      amount: "1",
      currency: "EUR",
      system: 12,
      selections: Array.from({ length: 24 }, () => ({ odds: "2", status: 1 })),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toContain("lines");
  });
});

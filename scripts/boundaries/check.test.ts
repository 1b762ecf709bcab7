import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, packageOf } from "./check.ts";

/** A small monorepo on disk: one file per entry, package.json files included. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const pkg = (name: string, dependencies: Record<string, string> = {}) =>
  JSON.stringify({ name, dependencies });

/** The fixture: a shell, two remotes, the server with two services, the domain and the toolkit. */
function repo(extra: Record<string, string> = {}): string {
  return tree({
    "packages/domain/package.json": pkg("@parlay/domain"),
    "packages/domain/src/index.ts": "export const rule = 1;\n",
    "packages/web/package.json": pkg("@parlay/web", { "@parlay/domain": "*", react: "19.0.0" }),
    "packages/web/src/index.ts":
      'import { rule } from "@parlay/domain";\nimport { useState } from "react";\n',
    "apps/shell/package.json": pkg("@parlay/shell", { "@parlay/web": "*" }),
    "apps/shell/app/root.tsx": 'import { browserHttp } from "@parlay/web";\n',
    "apps/server/package.json": pkg("@parlay/server", { "@parlay/remote-header": "*", fastify: "5.0.0" }),
    "apps/server/src/app.ts":
      'import header from "@parlay/remote-header";\nimport { wallet } from "./services/wallet/index.ts";\n',
    "apps/server/src/services/wallet/index.ts": 'export { wallet } from "./ledger.ts";\n',
    "apps/server/src/services/wallet/ledger.ts": 'import Fastify from "fastify";\nexport const wallet = 1;\n',
    "apps/server/src/services/betting/place.ts": 'import { wallet } from "../wallet/index.ts";\n',
    "remotes/header/package.json": pkg("@parlay/remote-header", { "@parlay/web": "*" }),
    "remotes/header/src/index.ts":
      'import { browserHttp } from "@parlay/web";\nimport { x } from "./x.ts";\n',
    "remotes/office/package.json": pkg("@parlay/remote-office", { "@parlay/web": "*" }),
    "remotes/office/src/index.ts": 'import { browserHttp } from "@parlay/web";\n',
    ...extra,
  });
}

describe("the layers' import rules", () => {
  it("a repository whose imports point the right way has no violation", () => {
    expect(checkBoundaries(repo())).toEqual([]);
  });

  it.each([
    [
      "a remote reaching into the shell by path",
      {
        "remotes/office/src/api.ts":
          'import { browserHttp } from "../../../apps/shell/app/http/browser.ts";\n',
      },
      /reaches into apps\/shell by path/,
    ],
    [
      "a remote importing an app by name",
      { "remotes/office/src/api.ts": 'import { x } from "@parlay/shell";\n' },
      /imports the app @parlay\/shell/,
    ],
    [
      "a remote importing another remote",
      { "remotes/office/src/api.ts": 'import { Header } from "@parlay/remote-header";\n' },
      /imports another remote/,
    ],
    [
      "a remote reaching into another remote by path",
      { "remotes/office/src/api.ts": 'export * from "../../header/src/index.ts";\n' },
      /reaches into remotes\/header by path/,
    ],
    [
      "the shell importing a remote",
      { "apps/shell/app/view.tsx": 'const m = import("@parlay/remote-office");\n' },
      /imports another remote/,
    ],
    [
      "a package reaching into an app",
      { "packages/web/src/x.ts": 'import { a } from "../../../apps/server/src/app.ts";\n' },
      /reaches into apps\/server by path/,
    ],
    [
      "the domain doing IO",
      { "packages/domain/src/load.ts": 'import { readFile } from "node:fs/promises";\n' },
      /packages\/domain does IO/,
    ],
    [
      "the domain importing a database driver",
      { "packages/domain/src/db.ts": 'import pg from "pg";\n' },
      /packages\/domain does IO/,
    ],
    [
      "a service reaching into another service's internals",
      { "apps/server/src/services/betting/pay.ts": 'import { wallet } from "../wallet/ledger.ts";\n' },
      /reaches into the wallet service: import its index/,
    ],
    [
      "a remote importing a contract's schema at run time",
      {
        "remotes/office/package.json": pkg("@parlay/remote-office", {
          "@parlay/web": "*",
          "@parlay/contracts": "*",
        }),
        "remotes/office/src/api.ts": 'import { couponView } from "@parlay/contracts/betting";\n',
      },
      /imports @parlay\/contracts at run time/,
    ],
    [
      "the shell importing a contract type inline (the module still loads)",
      {
        "apps/shell/package.json": pkg("@parlay/shell", { "@parlay/web": "*", "@parlay/contracts": "*" }),
        "apps/shell/app/coupon.ts": 'import { type CouponView } from "@parlay/contracts/betting";\n',
      },
      /imports @parlay\/contracts at run time/,
    ],
    [
      "the toolkit re-exporting a contract's values",
      {
        "packages/web/package.json": pkg("@parlay/web", { "@parlay/contracts": "*", react: "19.0.0" }),
        "packages/web/src/errors.ts": 'export { ERRORS } from "@parlay/contracts/errors";\n',
      },
      /imports @parlay\/contracts at run time/,
    ],
    [
      "a remote loading a contract lazily",
      {
        "remotes/office/package.json": pkg("@parlay/remote-office", {
          "@parlay/web": "*",
          "@parlay/contracts": "*",
        }),
        "remotes/office/src/lazy.ts": 'const m = await import("@parlay/contracts/wallet");\n',
      },
      /imports @parlay\/contracts at run time/,
    ],
    [
      "an undeclared package",
      { "remotes/header/src/money.ts": 'import { z } from "zod";\n' },
      /zod is not declared in remotes\/header\/package.json/,
    ],
  ])("refuses %s", (_name, extra, rule) => {
    const rules = checkBoundaries(repo(extra as Record<string, string>)).map((v) => v.rule);
    // An import by name that is also undeclared is named twice; the wrong way is always named.
    expect(rules.length).toBeGreaterThan(0);
    expect(rules).toContainEqual(expect.stringMatching(rule));
  });

  it("lets tests set up another service and the domain's tests read files", () => {
    const violations = checkBoundaries(
      repo({
        "apps/server/src/services/betting/place.test.ts": 'import { wallet } from "../wallet/ledger.ts";\n',
        "packages/domain/src/load.test.ts": 'import { readFileSync } from "node:fs";\n',
      }),
    );
    expect(violations).toEqual([]);
  });

  it("lets page code read contract types, and server-only modules and tests use the schemas", () => {
    const violations = checkBoundaries(
      repo({
        "remotes/office/package.json": pkg("@parlay/remote-office", {
          "@parlay/web": "*",
          "@parlay/contracts": "*",
        }),
        "remotes/office/src/api.ts":
          'import type { CouponView } from "@parlay/contracts/betting";\nexport type { BalanceView } from "@parlay/contracts/wallet";\ntype G = import("@parlay/contracts/sportsbook").Game;\n',
        "remotes/office/src/directory.server.ts":
          'import { directoryAnswer } from "@parlay/contracts/sportsbook";\n',
        "remotes/office/src/server.ts": 'import { ERRORS } from "@parlay/contracts/errors";\n',
        "remotes/office/src/api.test.ts": 'import { sampleCoupon } from "@parlay/contracts/testing";\n',
        "apps/shell/package.json": pkg("@parlay/shell", { "@parlay/web": "*", "@parlay/contracts": "*" }),
        "apps/shell/app/server/seo.ts": 'import { seoPage } from "@parlay/contracts/seo";\n',
        "apps/server/package.json": pkg("@parlay/server", {
          "@parlay/remote-header": "*",
          "@parlay/contracts": "*",
          fastify: "5.0.0",
        }),
        "apps/server/src/services/wallet/routes.ts":
          'import { balanceView } from "@parlay/contracts/wallet";\n',
      }),
    );
    expect(violations).toEqual([]);
  });

  it("names a package by its first segment, or two for a scope", () => {
    expect(packageOf("react-dom/client")).toBe("react-dom");
    expect(packageOf("@parlay/web/server")).toBe("@parlay/web");
    expect(packageOf("zod")).toBe("zod");
  });
});

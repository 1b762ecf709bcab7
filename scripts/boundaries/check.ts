/**
 * The layers' import rules (docs/architecture.md "Layers"), checked on every `npm test` and `npm run lint`:
 *
 * 1. packages/* import only packages: never apps/* or remotes/*, by path or by name.
 * 2. packages/domain does no IO: no node built-ins, drivers, servers or clients outside its tests.
 * 3. The shell and each remote import only packages: never apps/*, never another remote.
 * 4. A service of apps/server is reached from outside its folder only through its index.ts.
 * 5. Every workspace declares the packages it imports (its package.json dependencies).
 * 6. Code that reaches a page (the shell, the remotes, the browser toolkit) imports @parlay/contracts
 *    with `import type` / `export type` only: the contracts are zod schemas, and zod stays out of the
 *    page (docs/decisions/0009-shared-contracts.md). Tests and server-only modules (`*.server.ts`,
 *    `server.ts`, a `server/` folder) may use the schemas at run time.
 *
 * Imports are read with TypeScript's own pre-processor (static, dynamic and re-exports alike).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

interface Workspace {
  name: string;
  dir: string;
  kind: "package" | "app" | "remote";
  declared: Set<string>;
}

const IO_MODULES =
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|tls|cluster|worker_threads)$|^(pg|kysely|fastify|ioredis|@electric-sql\/pglite|nodemailer|@fastify\/.*)$/;
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", "build", ".react-router", "fixtures"]);
const CONTRACTS = "@parlay/contracts";
const isServerOnly = (file: string) => /(^|\/)server(\.tsx?$|\/)|\.server\.tsx?$/.test(file);
const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || /(^|\/)(testing[\w-]*|test-helpers?)(\/|\.tsx?$)/.test(file);

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function workspaces(root: string): Workspace[] {
  const found: Workspace[] = [];
  for (const [folder, kind] of [
    ["packages", "package"],
    ["apps", "app"],
    ["remotes", "remote"],
  ] as const) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const pkgFile = join(base, name, "package.json");
      if (!existsSync(pkgFile)) continue;
      const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      const declared = new Set([
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.devDependencies ?? {}),
        ...Object.keys(pkg.peerDependencies ?? {}),
      ]);
      found.push({ name: pkg.name, dir: join(base, name), kind, declared });
    }
  }
  return found;
}

/** "react-dom/client" → "react-dom"; "@parlay/web/server" → "@parlay/web". */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir + sep);

/** Rule 6: the specifiers of @parlay/contracts a file imports or re-exports for their values. */
export function runtimeContractImports(fileName: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const named = (node: ts.Expression | undefined) =>
    node && ts.isStringLiteral(node) && packageOf(node.text) === CONTRACTS ? node.text : null;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const specifier = named(node.moduleSpecifier);
      // `import { type A }` still loads the module under verbatimModuleSyntax; only `import type` does not.
      if (specifier && !node.importClause?.isTypeOnly) found.push(specifier);
    } else if (ts.isExportDeclaration(node)) {
      const specifier = named(node.moduleSpecifier);
      if (specifier && !node.isTypeOnly) found.push(specifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = named(node.arguments[0]);
      if (specifier) found.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Checks every workspace under `root`; an empty list means the layers hold. */
export function checkBoundaries(root: string): Violation[] {
  const all = workspaces(root);
  const byName = new Map(all.map((w) => [w.name, w]));
  const violations: Violation[] = [];
  const servicesDir = join(root, "apps", "server", "src", "services");
  for (const ws of all) {
    for (const file of listFiles(ws.dir)) {
      const rel = relative(root, file).split(sep).join("/");
      const test = isTest(rel);
      const text = readFileSync(file, "utf8");
      const info = ts.preProcessFile(text, true, true);
      const reachesPage = ws.kind === "remote" || ws.name === "@parlay/shell" || ws.name === "@parlay/web";
      if (reachesPage && !test && !isServerOnly(rel) && text.includes(CONTRACTS)) {
        for (const specifier of runtimeContractImports(file, text))
          violations.push({
            file: rel,
            specifier,
            rule: "imports @parlay/contracts at run time: use `import type` (its schemas would carry zod into the page)",
          });
      }
      for (const { fileName: specifier } of info.importedFiles) {
        const add = (rule: string) => violations.push({ file: rel, specifier, rule });
        if (specifier.startsWith(".")) {
          const target = resolve(dirname(file), specifier);
          // The hosts' own tests (server, payment sandbox) may check one app against the other's code.
          const hostTest = test && ws.kind === "app" && ws.name !== "@parlay/shell";
          if (!inside(ws.dir, target) && !hostTest) {
            const owner = all.find((w) => inside(w.dir, target));
            add(
              owner
                ? `reaches into ${relative(root, owner.dir)} by path: import it as ${owner.name}`
                : "reaches outside its workspace by path",
            );
            continue;
          }
          // Rule 4: another service's internals (tests may set up another service's state directly).
          if (!test && (inside(servicesDir, file) || inside(servicesDir, target))) {
            const serviceOf = (path: string) =>
              inside(servicesDir, path) ? (relative(servicesDir, path).split(sep)[0] ?? null) : null;
            const from = serviceOf(file);
            const to = serviceOf(target);
            const toIndex = to !== null && /^index(\.tsx?)?$/.test(relative(join(servicesDir, to), target));
            if (to !== null && from !== to && !toIndex)
              add(`reaches into the ${to} service: import its index`);
          }
          continue;
        }
        const pkg = packageOf(specifier);
        const target = byName.get(pkg);
        if (ws.kind !== "app" || ws.name === "@parlay/shell") {
          if (target && target.kind === "app")
            add(`imports the app ${pkg}: move what it needs into a package`);
          if (target && target.kind === "remote" && target !== ws) add(`imports another remote (${pkg})`);
        }
        if (ws.kind === "package" && target && target.kind === "remote")
          add(`a package imports the remote ${pkg}`);
        if (ws.name === "@parlay/domain" && !test && IO_MODULES.test(specifier))
          add("packages/domain does IO: keep the rule pure and do the IO in a service");
        if (!test && pkg !== ws.name && !ws.declared.has(pkg) && !isNodeBuiltin(specifier))
          add(`${pkg} is not declared in ${relative(root, ws.dir)}/package.json`);
      }
    }
  }
  return violations;
}

const BUILTINS = new Set(
  "assert buffer child_process crypto dns events fs http https module net os path perf_hooks process querystring readline stream string_decoder timers tls url util v8 vm worker_threads zlib".split(
    " ",
  ),
);
function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || BUILTINS.has(specifier.split("/")[0] ?? "");
}

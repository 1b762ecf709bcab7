import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { RemoteManifest } from "../schema.ts";
import { REPO_ROOT } from "./all.ts";
import { buildRemoteClient } from "./client.ts";
import { buildSharedReact, IMPORT_MAP_FILE, namedExports, wrapperSource } from "./shared-react.ts";

/** Files an ES module imports, transitively, as paths relative to the build folder. */
function reachableFiles(outDir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(outDir, entry), "utf8");
  for (const match of source.matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) {
    reachableFiles(outDir, posix.join(posix.dirname(entry), match[1] ?? ""), seen);
  }
  return seen;
}

const temp = (name: string) => mkdtempSync(join(tmpdir(), `parlay-${name}-`));

describe("shared React build", () => {
  it("generates wrappers with named exports from React's production modules", () => {
    const names = namedExports("react", "cjs/react.production.js");
    expect(names).toEqual(expect.arrayContaining(["useState", "useEffect", "createElement", "Fragment"]));
    expect(wrapperSource("react", ["useState", "useRef"])).toBe(
      'import m from "react";\nexport const { useState, useRef } = m;\nexport default m;\n',
    );
  });

  it("builds one React for the import map, with working named exports", async () => {
    const outDir = temp("shared");
    const { importMap, files } = await buildSharedReact(outDir);
    expect(Object.keys(importMap.imports).sort()).toEqual([
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
    ]);
    for (const url of Object.values(importMap.imports))
      expect(url).toMatch(/^\/_shared\/[\w-]+-[A-Z0-9]{8}\.js$/);
    expect(files).toContain(IMPORT_MAP_FILE);
    expect(JSON.parse(readFileSync(join(outDir, IMPORT_MAP_FILE), "utf8"))).toEqual(importMap);

    const load = (specifier: string) =>
      import(pathToFileURL(join(outDir, (importMap.imports[specifier] ?? "").replace("/_shared/", ""))).href);
    const react = await load("react");
    const client = await load("react-dom/client");
    const runtime = await load("react/jsx-runtime");
    expect(typeof react.useState).toBe("function");
    expect(react.default.useState).toBe(react.useState);
    expect(typeof client.hydrateRoot).toBe("function");
    expect(typeof runtime.jsx).toBe("function");

    // One instance: ES modules are singletons per URL, so react-dom must reach the very files React is in.
    const entryFile = (specifier: string) => (importMap.imports[specifier] ?? "").replace("/_shared/", "");
    const reactFiles = reachableFiles(outDir, entryFile("react"));
    for (const specifier of ["react-dom", "react-dom/client"]) {
      const reached = reachableFiles(outDir, entryFile(specifier));
      for (const file of reactFiles) if (file !== entryFile("react")) expect(reached).toContain(file);
    }
    const code = files
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(outDir, file), "utf8"));
    expect(code.join("\n")).not.toContain("react.development");
  });
});

describe("remote client build", () => {
  it("bundles the header client with hashed names, React left to the import map", async () => {
    const outDir = temp("client");
    const { manifest, files } = await buildRemoteClient({
      entry: join(REPO_ROOT, "remotes/header/src/client.tsx"),
      outDir,
      name: "header",
      version: "0.1.0",
    });
    expect(RemoteManifest.parse(manifest)).toEqual(manifest);
    expect(manifest.assets[0]).toMatch(/^client-[A-Z0-9]{8}\.js$/);
    expect(files).toContain("manifest.json");
    expect(JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8"))).toEqual(manifest);

    const code = readFileSync(join(outDir, manifest.assets[0] ?? ""), "utf8");
    expect(code).toMatch(/from\s*"react\/jsx-runtime"/);
    expect(code).toMatch(/from\s*"react-dom\/client"/);
    expect(code).toMatch(/export\s*\{[^}]*hydrate/);
    // React itself is not in the bundle: only its bare specifiers are.
    expect(code).not.toContain("react.transitional.element");
    expect(code.length).toBeLessThan(20_000);
  });
});

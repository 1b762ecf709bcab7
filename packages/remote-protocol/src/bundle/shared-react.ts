import { rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { entryOutput, outputFiles } from "./outputs.ts";

/**
 * One browser ESM build of React for the import map. React ships CommonJS only, and esbuild turns CJS into
 * an ES module with a default export alone, so `import { useState } from "react"` would fail in remotes.
 * Generated wrappers list the named exports, read from React's own production modules; splitting puts
 * React itself in one shared chunk so react-dom and the JSX runtime use the same instance.
 */

const require = createRequire(import.meta.url);

/** Import map specifier → output name and the production CommonJS file whose keys become named exports. */
export const SHARED_MODULES = [
  { specifier: "react", out: "react", pkg: "react", cjs: "cjs/react.production.js" },
  { specifier: "react-dom", out: "react-dom", pkg: "react-dom", cjs: "cjs/react-dom.production.js" },
  {
    specifier: "react-dom/client",
    out: "react-dom-client",
    pkg: "react-dom",
    cjs: "cjs/react-dom-client.production.js",
  },
  {
    specifier: "react/jsx-runtime",
    out: "react-jsx-runtime",
    pkg: "react",
    cjs: "cjs/react-jsx-runtime.production.js",
  },
] as const;

/**
 * The browser toolkit (@parlay/web, docs/decisions/0007): built in the same esbuild run as React, so its
 * `react` imports land in the same shared chunk and the page holds one React and one toolkit.
 */
export const TOOLKIT_SPECIFIER = "@parlay/web";
const TOOLKIT_OUT = "web";

/** Every bare specifier the import map resolves: what remotes and the shell's client leave external. */
export const SHARED_SPECIFIERS: readonly string[] = [
  ...SHARED_MODULES.map((module) => module.specifier),
  TOOLKIT_SPECIFIER,
];

export const IMPORT_MAP_FILE = "importmap.json";

/** Explicit compile hints (per file), understood by Chromium since 136 and a comment elsewhere. */
export const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

export interface ImportMap {
  imports: Record<string, string>;
}

export interface SharedReactBuild {
  importMap: ImportMap;
  /** Paths relative to outDir, chunks included. */
  files: string[];
}

function packageDir(pkg: string): string {
  // Deep paths are not in React's "exports"; its package.json is, and an absolute path bypasses "exports".
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** The named exports of a production CommonJS module; dev builds can carry extra keys. */
export function namedExports(pkg: string, cjsFile: string): string[] {
  const moduleExports = require(join(packageDir(pkg), cjsFile)) as Record<string, unknown>;
  return Object.keys(moduleExports)
    .filter((key) => key !== "default" && /^[A-Za-z_$][\w$]*$/.test(key))
    .sort();
}

export function wrapperSource(specifier: string, names: readonly string[]): string {
  const list = names.length > 0 ? `export const { ${names.join(", ")} } = m;\n` : "";
  return `import m from ${JSON.stringify(specifier)};\n${list}export default m;\n`;
}

const NAMESPACE = "parlay-shared-react";

/** Serves the generated wrappers from memory so nothing is written next to the sources. */
function wrapperPlugin(resolveDir: string): Plugin {
  return {
    name: NAMESPACE,
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^shared:/ }, (args) => ({
        path: args.path.slice(7),
        namespace: NAMESPACE,
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const module = SHARED_MODULES.find((entry) => entry.specifier === args.path);
        if (!module) return { errors: [{ text: `not a shared module: ${args.path}` }] };
        return {
          contents: wrapperSource(module.specifier, namedExports(module.pkg, module.cjs)),
          resolveDir,
          loader: "js",
        };
      });
    },
  };
}

export async function buildSharedReact(
  outDir: string,
  options: { publicPath?: string; toolkitEntry?: string } = {},
): Promise<SharedReactBuild> {
  const out = resolve(outDir);
  const publicPath = (options.publicPath ?? "/_shared/").replace(/\/?$/, "/");
  const workingDir = process.cwd();
  // "react" must resolve from where it is installed, whatever the caller's working directory.
  const resolveDir = dirname(dirname(packageDir("react")));
  const toolkitEntry = options.toolkitEntry ? resolve(options.toolkitEntry) : undefined;
  await rm(out, { recursive: true, force: true });
  const result = await build({
    entryPoints: [
      ...SHARED_MODULES.map((module) => ({ in: `shared:${module.specifier}`, out: module.out })),
      ...(toolkitEntry ? [{ in: toolkitEntry, out: TOOLKIT_OUT }] : []),
    ],
    outdir: out,
    absWorkingDir: workingDir,
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    target: "es2022",
    platform: "browser",
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    // Every page runs React DOM's hydration and the toolkit at load: Chromium compiles the functions of
    // a file marked so while it streams it, off the main thread, instead of one by one on first call
    // (React DOM's whole CommonJS body was one lazy compile inside the hydration task).
    banner: { js: COMPILE_EAGERLY },
    plugins: [wrapperPlugin(resolveDir)],
    metafile: true,
    logLevel: "silent",
  });
  const imports: Record<string, string> = {};
  for (const module of SHARED_MODULES) {
    const file = entryOutput(
      result.metafile,
      workingDir,
      out,
      (point) => point === `${NAMESPACE}:${module.specifier}`,
    );
    if (!file) throw new Error(`shared React build produced no file for ${module.specifier}`);
    imports[module.specifier] = `${publicPath}${file}`;
  }
  if (toolkitEntry) {
    const file = entryOutput(
      result.metafile,
      workingDir,
      out,
      (point) => resolve(workingDir, point) === toolkitEntry,
    );
    if (!file) throw new Error(`shared build produced no file for ${TOOLKIT_SPECIFIER}`);
    imports[TOOLKIT_SPECIFIER] = `${publicPath}${file}`;
  }
  const importMap: ImportMap = { imports };
  await writeFile(join(out, IMPORT_MAP_FILE), `${JSON.stringify(importMap, null, 2)}\n`);
  return { importMap, files: [...outputFiles(result.metafile, workingDir, out), IMPORT_MAP_FILE] };
}

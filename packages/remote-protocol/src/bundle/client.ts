import { rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import type { RemoteManifest } from "../schema.ts";
import { MANIFEST_FILE, REACT_VERSION } from "../server/remote-app.ts";
import { entryOutput, outputFiles } from "./outputs.ts";
import { COMPILE_EAGERLY, SHARED_SPECIFIERS } from "./shared-react.ts";

/**
 * Resolved by the browser through the shell's import map, so every remote shares one React and one
 * browser toolkit instance with the shell.
 */
export const SHARED_EXTERNALS = [...SHARED_SPECIFIERS];

export interface RemoteClientBuildOptions {
  /** The hydrate entry, e.g. remotes/header/src/client.tsx. */
  entry: string;
  /** e.g. remotes/header/dist/client; emptied first so stale hashed files do not pile up. */
  outDir: string;
  name: string;
  version?: string;
}

export interface RemoteClientBuild {
  manifest: RemoteManifest;
  outDir: string;
  files: string[];
}

export async function buildRemoteClient(options: RemoteClientBuildOptions): Promise<RemoteClientBuild> {
  const outDir = resolve(options.outDir);
  const workingDir = process.cwd();
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [options.entry],
    outdir: outDir,
    absWorkingDir: workingDir,
    bundle: true,
    format: "esm",
    splitting: false,
    minify: true,
    sourcemap: false,
    target: "es2022",
    platform: "browser",
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    external: SHARED_EXTERNALS,
    define: { "process.env.NODE_ENV": '"production"' },
    // A remote's bundle is fetched to hydrate the page it is on: compiled while it streams (shared-react.ts).
    banner: { js: COMPILE_EAGERLY },
    metafile: true,
    logLevel: "silent",
  });
  const entryFile = resolve(options.entry);
  const entry = entryOutput(
    result.metafile,
    workingDir,
    outDir,
    (point) => resolve(workingDir, point) === entryFile,
  );
  const files = outputFiles(result.metafile, workingDir, outDir);
  // The entry goes first: the render answer loads assets[0] as the module exporting hydrate().
  const assets = entry ? [entry, ...files.filter((file) => file !== entry)] : files;
  const manifest: RemoteManifest = {
    name: options.name,
    version: options.version ?? "0.0.0",
    assets,
    react: REACT_VERSION,
  };
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, outDir, files: [...files, MANIFEST_FILE] };
}

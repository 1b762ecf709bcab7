import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { RemoteRenderContext } from "../context.ts";
import { RemoteManifest, type RenderAnswer } from "../schema.ts";

/** One remote application as the render endpoints see it, whether served in-process or on its own port. */
export interface RemoteApp {
  readonly manifest: RemoteManifest;
  render(ctx: RemoteRenderContext): Promise<RenderAnswer>;
  /** Folder of the built client (`remotes/<name>/dist/client`), served under /mf/<name>/assets/. */
  readonly assetsDir: string;
}

export const MANIFEST_FILE = "manifest.json";

const require = createRequire(import.meta.url);
/** The React version on this server; a remote built against another one must not share the import map. */
export const REACT_VERSION: string = (require("react/package.json") as { version: string }).version;

export function assetsUrl(appName: string, file: string): string {
  return `/mf/${encodeURIComponent(appName)}/assets/${file}`;
}

/** Root-relative URLs of the client entry: the first asset of the manifest (splitting is off). */
export function entryScripts(manifest: RemoteManifest): string[] {
  const entry = manifest.assets.find((file) => file.endsWith(".js"));
  return entry ? [assetsUrl(manifest.name, entry)] : [];
}

/**
 * Reads the built manifest, re-reading when the file changes so a rebuild is picked up without a restart.
 * Before any build the remote still renders: server markup only, no scripts to load.
 */
export function builtManifestReader(name: string, version: string, assetsDir: string): () => RemoteManifest {
  const fallback: RemoteManifest = { name, version, assets: [], react: REACT_VERSION };
  let cached: { mtimeMs: number; manifest: RemoteManifest } | null = null;
  return () => {
    const file = join(assetsDir, MANIFEST_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return fallback;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const parsed = RemoteManifest.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success || parsed.data.name !== name) return fallback;
    cached = { mtimeMs, manifest: parsed.data };
    return parsed.data;
  };
}

export interface RemoteAppDefinition {
  name: string;
  version: string;
  assetsDir: string;
  render(ctx: RemoteRenderContext, built: { scriptsToLoad: string[] }): Promise<RenderAnswer> | RenderAnswer;
}

export function defineRemoteApp(definition: RemoteAppDefinition): RemoteApp {
  const readManifest = builtManifestReader(definition.name, definition.version, definition.assetsDir);
  return {
    get manifest() {
      return readManifest();
    },
    assetsDir: definition.assetsDir,
    async render(ctx) {
      return definition.render(ctx, { scriptsToLoad: entryScripts(readManifest()) });
    },
  };
}

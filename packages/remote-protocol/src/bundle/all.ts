import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRemoteClient, type RemoteClientBuild } from "./client.ts";
import { buildSharedReact, type SharedReactBuild } from "./shared-react.ts";

/** The repository root, found from this file so the build works from any working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL("../../../../", import.meta.url)));

export const CLIENT_ENTRY = "src/client.tsx";
export const CLIENT_OUT_DIR = "dist/client";
export const SHARED_OUT_DIR = "build/shared";
export const SHARED_PUBLIC_PATH = "/_shared/";
/** The browser toolkit's index, built into the shared modules beside React. */
export const TOOLKIT_ENTRY = "packages/web/src/index.ts";

export interface AllRemotesBuild {
  shared: SharedReactBuild;
  remotes: RemoteClientBuild[];
}

/** Every folder under remotes/ with a client entry; its folder name is the app name (/mf/{name}/). */
export async function findRemoteClients(rootDir: string = REPO_ROOT): Promise<string[]> {
  const remotesDir = join(rootDir, "remotes");
  const names = await readdir(remotesDir).catch(() => [] as string[]);
  return names.filter((name) => existsSync(join(remotesDir, name, CLIENT_ENTRY))).sort();
}

/**
 * Builds the shared React for the import map (build/shared, served at /_shared/) and each remote's client
 * (remotes/<name>/dist/client, served at /mf/<name>/assets/). The root build script calls this.
 */
export async function buildAllRemotes(options: { rootDir?: string } = {}): Promise<AllRemotesBuild> {
  const rootDir = options.rootDir ?? REPO_ROOT;
  const shared = await buildSharedReact(join(rootDir, SHARED_OUT_DIR), {
    publicPath: SHARED_PUBLIC_PATH,
    toolkitEntry: join(rootDir, TOOLKIT_ENTRY),
  });
  const remotes: RemoteClientBuild[] = [];
  for (const name of await findRemoteClients(rootDir)) {
    const dir = join(rootDir, "remotes", name);
    const pkg = JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as { version?: string };
    remotes.push(
      await buildRemoteClient({
        entry: join(dir, CLIENT_ENTRY),
        outDir: join(dir, CLIENT_OUT_DIR),
        name,
        version: pkg.version ?? "0.0.0",
      }),
    );
  }
  return { shared, remotes };
}

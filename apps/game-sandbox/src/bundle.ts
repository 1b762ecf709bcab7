/**
 * The pages' script and style, built once per process: the client (src/client, plain DOM code) is
 * bundled by esbuild into one minified script that the page inlines under its nonce.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export interface ClientAssets {
  script: string;
  style: string;
}

let cached: Promise<ClientAssets> | null = null;

export function clientAssets(): Promise<ClientAssets> {
  cached ??= (async () => {
    const entry = fileURLToPath(new URL("./client/main.ts", import.meta.url));
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: "iife",
      minify: true,
      target: "es2020",
      platform: "browser",
      legalComments: "none",
    });
    const script = out.outputFiles[0]?.text ?? "";
    const style = await readFile(fileURLToPath(new URL("./client/style.css", import.meta.url)), "utf8");
    return { script: script.replace(/<\/script/gi, "<\\/script"), style };
  })();
  return cached;
}

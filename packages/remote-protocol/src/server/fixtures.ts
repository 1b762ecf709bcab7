import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RenderAnswer } from "../schema.ts";
import { defineRemoteApp, type RemoteApp } from "./remote-app.ts";

/**
 * A test remote with a built-looking assets folder. Paths pick behaviours: /missing → not_exist,
 * /boom → throws, /broken → invalid answer; anything else echoes the context it was given.
 */
export function echoRemote(name = "echo"): RemoteApp {
  const assetsDir = mkdtempSync(join(tmpdir(), `remote-${name}-`));
  writeFileSync(join(assetsDir, "client-ABC123.js"), "export function hydrate(){return{unmount(){}}}");
  writeFileSync(
    join(assetsDir, "manifest.json"),
    JSON.stringify({ name, version: "1.2.3", assets: ["client-ABC123.js"], react: "19.3.1" }),
  );
  return defineRemoteApp({
    name,
    version: "1.2.3",
    assetsDir,
    render(ctx, built): RenderAnswer {
      if (ctx.path === "/boom") throw new Error("render exploded");
      if (ctx.path === "/broken") return { appName: name } as RenderAnswer;
      return {
        appName: name,
        title: ctx.path === "/missing" ? "Not found" : `Echo ${ctx.path}`,
        body: JSON.stringify(ctx),
        style: "",
        cssToLoad: [],
        scriptsToLoad: built.scriptsToLoad,
        codeToEval: "",
        head: "",
        status: ctx.path === "/missing" ? "not_exist" : "ok",
      };
    },
  });
}

import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import {
  defineRemoteApp,
  type RemoteApp,
  remoteAnswer,
  renderRemoteBody,
} from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { registrationPage, registrationProps } from "./props.ts";
import { Registration } from "./Registration.tsx";
import { REGISTRATION_CSS } from "./styles.ts";

export const REGISTRATION_APP_NAME = "registration";

const answer = remoteAnswer(REGISTRATION_APP_NAME, REGISTRATION_CSS);

/**
 * The primary remote of `registration` and `registration/socialregistration`: it decides the
 * title, the description and whether
 * the path exists.
 */
export function renderRegistration(
  ctx: RemoteRenderContext,
  scriptsToLoad: string[],
  env: NodeJS.ProcessEnv = process.env,
): RenderAnswer {
  const page = registrationPage(ctx.path);
  if (!page)
    return answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);
  const props = registrationProps(ctx, page, env);
  return answer(
    {
      title: props.t.pageTitle,
      body: renderRemoteBody(<Registration {...props} />, props, { forceSpa: ctx.forceSpa }),
      head: headMeta({ description: props.t.description }),
      status: "ok",
    },
    scriptsToLoad,
  );
}

export const registrationRemote: RemoteApp = defineRemoteApp({
  name: REGISTRATION_APP_NAME,
  version: pkg.version,
  assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
  render: (ctx, built) => renderRegistration(ctx, built.scriptsToLoad),
});

import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { parseRenderRequest } from "../request.ts";
import { PATH_PARAM, RENDER_HEADERS, RenderAnswer } from "../schema.ts";
import { sendAsset } from "./assets.ts";
import { sendRenderError } from "./errors.ts";
import type { RemoteApp } from "./remote-app.ts";

export interface RemoteRenderPluginOptions {
  remotes: readonly RemoteApp[];
  /**
   * Origin prefixed to root-relative `scriptsToLoad` and `cssToLoad`, for a remote running on its own
   * origin (e.g. "http://localhost:4101"); unset when the shell's server serves the assets itself.
   * A function is read per request, for a standalone server that learns its port only after listening.
   */
  assetOrigin?: string | (() => string | undefined);
  /**
   * Send the build's brotli/gzip copies of the client assets to browsers that accept them
   * (default on; the main server turns it off with HTTP_COMPRESSION=off).
   */
  preCompressed?: boolean;
  /**
   * The visitor's country as this server resolves it, for a remote rendered here at the browser's
   * request: it replaces any mf-country the request sent. Absent (a remote's own process): the
   * shell's mf-country.
   */
  countryOf?: (request: FastifyRequest) => Promise<string | null>;
}

type AppParams = { appName: string };
type AssetParams = AppParams & { "*": string };

// The answer depends on language, device and the session cookie; it must never be shared by a cache.
const VARY = [
  "cookie",
  RENDER_HEADERS.lang,
  RENDER_HEADERS.device,
  RENDER_HEADERS.basePath,
  RENDER_HEADERS.country,
].join(", ");

function withAssetOrigin(answer: RenderAnswer, origin: string | undefined): RenderAnswer {
  if (!origin) return answer;
  const base = origin.replace(/\/+$/, "");
  const prefix = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? `${base}${url}` : url);
  return {
    ...answer,
    scriptsToLoad: answer.scriptsToLoad.map(prefix),
    cssToLoad: answer.cssToLoad.map(prefix),
  };
}

/**
 * Serves every listed remote under /mf/{appName}/: render (GET, or POST with components), manifest.json
 * and the built client assets. The same plugin runs inside the main server and in a standalone remote.
 */
export const remoteRenderPlugin: FastifyPluginAsync<RemoteRenderPluginOptions> = async (
  app: FastifyInstance,
  options: RemoteRenderPluginOptions,
) => {
  const assetOrigin = () =>
    typeof options.assetOrigin === "function" ? options.assetOrigin() : options.assetOrigin;
  const byName = new Map(options.remotes.map((remote) => [remote.manifest.name, remote]));

  const render = async (request: FastifyRequest<{ Params: AppParams }>, reply: FastifyReply) => {
    const { appName } = request.params;
    const remote = byName.get(appName);
    if (!remote) return sendRenderError(reply, "MF_UNKNOWN_APP", `No remote app named ${appName}`);
    const rawPath = (request.query as Record<string, unknown>)[PATH_PARAM];
    const parsed = parseRenderRequest({
      appName,
      headers: request.headers,
      path: typeof rawPath === "string" ? rawPath : undefined,
      body: request.method === "POST" ? request.body : undefined,
    });
    if (!parsed.ok) return sendRenderError(reply, parsed.code, parsed.message);

    let answer: unknown;
    try {
      if (options.countryOf) {
        const { country: _sent, ...ctx } = parsed.ctx;
        const country = await options.countryOf(request);
        answer = await remote.render(country ? { ...ctx, country } : ctx);
      } else answer = await remote.render(parsed.ctx);
    } catch (error) {
      request.log.error({ err: error, appName }, "remote render failed");
      return sendRenderError(reply, "MF_RENDER_FAILED", `Remote ${appName} failed to render`);
    }
    // Validated here too: a broken answer is the remote's bug and should be reported as such, not the shell's.
    const checked = RenderAnswer.safeParse(answer);
    if (!checked.success || checked.data.appName !== appName) {
      request.log.error(
        { appName, issues: checked.error?.issues },
        "remote answer does not match the schema",
      );
      return sendRenderError(reply, "MF_BAD_ANSWER", `Remote ${appName} gave an invalid answer`);
    }
    return reply
      .header("cache-control", "private, no-store")
      .header("vary", VARY)
      .send(withAssetOrigin(checked.data, assetOrigin()));
  };

  app.get<{ Params: AppParams }>("/mf/:appName/render", render);
  app.post<{ Params: AppParams }>("/mf/:appName/render", render);

  app.get<{ Params: AppParams }>("/mf/:appName/manifest.json", async (request, reply) => {
    const remote = byName.get(request.params.appName);
    if (!remote)
      return sendRenderError(reply, "MF_UNKNOWN_APP", `No remote app named ${request.params.appName}`);
    // Short-lived: it names the current hashed assets, which change with every build.
    return reply.header("cache-control", "no-cache").send(remote.manifest);
  });

  app.get<{ Params: AssetParams }>("/mf/:appName/assets/*", async (request, reply) => {
    const remote = byName.get(request.params.appName);
    if (!remote)
      return sendRenderError(reply, "MF_UNKNOWN_APP", `No remote app named ${request.params.appName}`);
    return sendAsset(reply, remote.assetsDir, request.params["*"], {
      acceptEncoding: request.headers["accept-encoding"],
      preCompressed: options.preCompressed ?? true,
    });
  });
};

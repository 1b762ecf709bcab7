import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "../session/index.ts";
import { componentsSchema } from "./components.ts";
import { fingerprintScript } from "./script.ts";
import { issueFingerprint } from "./token.ts";

const TAGS = ["fingerprint"];
const appParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,32}$/, "id must be an app id such as web") });
const fingerprintAnswer = z.object({ token: z.string(), expiresAt: z.number().int(), data: z.string() });

/** Device fingerprint: the helper script and the endpoint it posts to. */
export const fingerprintService: Service = async (fastify, ctx) => {
  const { rt } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const known = (id: string) => {
    if (!rt.fingerprintApps.includes(id)) throw new AppError("NOT_FOUND", `Unknown fingerprint app "${id}"`);
  };

  app.get(
    "/hd-api/external/apps/:id/api.js",
    {
      schema: {
        tags: TAGS,
        description: "The fingerprint helper script (defines window.hdApi).",
        params: appParams,
      },
    },
    async (request, reply) => {
      known(request.params.id);
      reply
        .header("content-type", "application/javascript; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=3600");
      return fingerprintScript(request.params.id);
    },
  );

  app.post(
    "/hd-api/external/apps/:id/fingerprint",
    {
      schema: {
        tags: TAGS,
        description:
          "Signs the device components: {token, expiresAt (Unix s), data (componentsData)}. Stores nothing.",
        params: appParams,
        body: z.object({ components: componentsSchema }).strict(),
        response: { 200: fingerprintAnswer },
      },
    },
    async (request, reply) => {
      known(request.params.id);
      reply.header("cache-control", "no-store");
      return issueFingerprint(rt, request.params.id, request.body.components);
    },
  );
};

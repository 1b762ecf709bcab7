import { countFailures, endSession, recordFailures } from "@parlay/db/players";
import { CAPTCHA_TYPE_LOGGED_OUT } from "@parlay/domain/players";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service } from "../../context.ts";
import { clearSessionCookies, playersFor } from "../session/index.ts";
import { newChallenge, verifyCaptcha } from "./altcha.ts";
import { FAILURE_WINDOW_SECONDS, failureKeys } from "./gate.ts";
import { challengeAnswer, timeAnswer, updateAnswer, validateAnswer, validateBody } from "./schemas.ts";

const TAGS = ["captcha"];
const MESSAGES = {
  111: "The captcha answer is not valid",
  112: "The captcha expired",
  113: "The captcha was already used",
};

/** Challenge for the ALTCHA widget, and the captcha calls of spec 001 §7 under the API path /web-api. */
export const captchaService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const time = () => Math.floor(rt.now().getTime() / 1000);

  app.get(
    "/web-api/captcha/challenge",
    {
      schema: {
        tags: TAGS,
        description: "A signed ALTCHA challenge (the widget's `challenge` URL).",
        response: { 200: challengeAnswer },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return newChallenge(rt);
    },
  );

  app.get(
    "/web-api/captcha/gettime",
    { schema: { tags: TAGS, description: "Server time in Unix seconds.", response: { 200: timeAnswer } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { time: time() };
    },
  );

  app.get(
    "/web-api/captcha/update",
    {
      schema: {
        tags: TAGS,
        description: "A fresh challenge and the server time.",
        response: { 200: updateAnswer },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { time: time(), challenge: await newChallenge(rt) };
    },
  );

  app.post(
    "/web-api/captcha/validate",
    {
      preHandler: auth.csrfGuard,
      schema: {
        tags: TAGS,
        description:
          "Checks a solved captcha. For a signed-in player, repeated failures end the session (type 2).",
        body: validateBody,
        response: { 200: validateAnswer },
      },
    },
    async (request, reply) => {
      const verdict = await verifyCaptcha(rt, request.body.captcha);
      if (verdict.ok) return { success: true, type: 1 as const, time: time(), error_message: null };
      const s = await auth.sessionFrom(request);
      const key = s ? `captcha:session:${s.row.id}` : failureKeys.address(request.ip);
      await recordFailures(rt.db, [key], rt.now());
      const since = new Date(rt.now().getTime() - FAILURE_WINDOW_SECONDS * 1000);
      if (s && (await countFailures(rt.db, key, since)) >= rt.captchaPolicy.accountFailures) {
        // A session that keeps failing the human check is treated as taken over: it is ended.
        await endSession(rt.db, s.row.user_id, s.row.id, rt.now(), "captcha_failed");
        clearSessionCookies(rt, request, reply);
        return {
          success: false,
          type: CAPTCHA_TYPE_LOGGED_OUT,
          time: time(),
          error_message: "Too many failed checks; you were signed out",
        };
      }
      return { success: false, type: 0 as const, time: time(), error_message: MESSAGES[verdict.code] };
    },
  );
};

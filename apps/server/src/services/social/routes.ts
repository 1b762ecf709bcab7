import multipart from "@fastify/multipart";
import { oneTapAnswer, oneTapClientIdAnswer } from "@parlay/contracts/players";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { captchaOf } from "../captcha/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { perMinute, playersFor, registerRateLimit, startSession } from "../session/index.ts";
import { countryIdField, currencyField, registrationAnswer, registrationCommon } from "../users/index.ts";
import { type IdTokenVerifier, oidcVerifier } from "./oidc.ts";
import { linkedUser, registerSocial, socialSignIn, verifiedIdentity } from "./social-sign-in.ts";

const TAGS = ["social"];
const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Spec 000 §7: multipart credential, language, currency, countryId (+ parlay: age_confirmed, birth_date, bonus_choice). */
const oneTapBody = z.object({
  credential: z.string().min(1, "credential is required").max(8192),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, "language must be two lower-case letters")
    .default("en"),
  currency: currencyField.optional(),
  countryId: countryIdField.optional(),
  bonus_choice: z
    .enum(["0", "1", "2"])
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v))),
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  age_confirmed: flag,
});
const socialRegBody = z.object({ credential: z.string().min(1).max(8192), ...registrationCommon });

const verifiers = new WeakMap<PlayersRuntime, IdTokenVerifier>();

/** One-tap is on when the server has a client id and issuer and the site config enables it. */
async function oneTapVerifier(
  rt: PlayersRuntime,
  request: FastifyRequest,
): Promise<{ verifier: IdTokenVerifier; clientId: string }> {
  const oneTap = rt.secrets.oneTap;
  const { data: config } = await rt.config.getAll({ host: rt.hostOf(request), country: undefined });
  if (!oneTap || !config.isOneTapAuthEnabled) throw new AppError("ONE_TAP_DISABLED");
  let verifier = verifiers.get(rt);
  if (!verifier) {
    verifier = oidcVerifier(oneTap);
    verifiers.set(rt, verifier);
  }
  return { verifier, clientId: oneTap.clientId };
}

/** One-tap sign-in (spec 000 §7) and social registration (soc_reg). */
export const socialService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    await scope.register(multipart, {
      attachFieldsToBody: "keyValues",
      limits: { fields: 10, fieldSize: 8192, files: 0, fileSize: 0, parts: 10 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/social-api/oauth/google-one-tap/clientId",
      {
        schema: {
          tags: TAGS,
          description: "The one-tap client id; 404 ONE_TAP_DISABLED when off.",
          response: { 200: oneTapClientIdAnswer },
        },
      },
      async (request) => ({ clientId: (await oneTapVerifier(rt, request)).clientId }),
    );

    app.post(
      "/social-api/oauth/google-one-tap",
      {
        preHandler: auth.csrfGuard,
        config: perMinute(rt.rateLimits.login),
        schema: {
          tags: TAGS,
          description:
            "multipart/form-data (or JSON): the provider's ID token as credential. Signs in the linked account, or opens one (soc_reg: currency and countryId needed, and age_confirmed=true unless birth_date is given). The browser goes to redirectUrl.",
          body: oneTapBody,
          response: { 200: oneTapAnswer },
        },
      },
      async (request, reply) => {
        const { verifier } = await oneTapVerifier(rt, request);
        const b = request.body;
        const identity = await verifiedIdentity(rt, verifier, b.credential);
        const { answer, created } = await socialSignIn(rt, request, reply, identity, {
          currency: b.currency,
          country: b.countryId,
          bonus_choice: b.bonus_choice,
          birth_date: b.birth_date,
          age_confirmed: b.age_confirmed,
          captcha: captchaOf(request),
        });
        reply.header("cache-control", "no-store");
        if (answer.status === "ok")
          return { redirectUrl: `/${b.language}/`, status: "ok" as const, user_id: answer.user_id, created };
        // The shell opens the social two-step form on this query flag and posts the code to /web-api/auth/social/two-step.
        return {
          redirectUrl: `/${b.language}/?two_step=social`,
          status: "two_step_required" as const,
          user_id: null,
          created,
        };
      },
    );

    app.post(
      "/web-api/auth/register/social",
      {
        preHandler: auth.csrfGuard,
        config: perMinute(rt.rateLimits.registration),
        schema: {
          tags: ["registration"],
          description: "soc_reg with an ID token as credential; 409 SOCIAL_TAKEN when already linked.",
          body: socialRegBody,
          response: { 200: registrationAnswer },
        },
      },
      async (request, reply) => {
        const { verifier } = await oneTapVerifier(rt, request);
        const b = request.body;
        const identity = await verifiedIdentity(rt, verifier, b.credential);
        if (await linkedUser(rt, request, identity)) throw new AppError("SOCIAL_TAKEN");
        const user = await registerSocial(rt, request, identity, {
          currency: b.currency,
          country: b.country ?? b.countryId,
          bonus_choice: b.bonus_choice,
          birth_date: b.birth_date,
          age_confirmed: b.age_confirmed,
          captcha: captchaOf(request),
        });
        const s = await startSession(rt, request, reply, { user, remember: false });
        reply.header("cache-control", "no-store");
        return {
          status: "ok" as const,
          registration_type: "soc_reg" as const,
          user_id: Number(user.id),
          token: s.token,
          expiresAt: s.expiresAt,
          csrfToken: s.csrfToken,
          activation_required: false,
        };
      },
    );
  });
};

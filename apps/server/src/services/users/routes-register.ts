import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors.ts";
import { phoneOf } from "../auth/index.ts";
import { captchaOf } from "../captcha/index.ts";
import type { SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";
import { chosenCountry } from "./fields.ts";
import { registerEmail, registerFast, registerPhone } from "./register.ts";
import { emailRegBody, fastRegBody, phoneRegBody, registrationAnswer } from "./schemas.ts";

const TAGS = ["registration"];

/** fast_reg, phone_reg and full_reg (soc_reg is the social service's). */
export function registerRoutes(scope: FastifyInstance, auth: SessionAuthenticator): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.registration) };
  const response = { 200: registrationAnswer };

  app.post(
    "/web-api/auth/register/fast",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "One-click registration: answers the generated login and password once.",
        body: fastRegBody,
        response,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const b = request.body;
      return registerFast(rt, request, reply, {
        ...b,
        country: chosenCountry(b),
        captcha: captchaOf(request),
      });
    },
  );

  app.post(
    "/web-api/auth/register/phone",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "Registration by phone with the code from /web-api/auth/sms/send.",
        body: phoneRegBody,
        response,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const b = request.body;
      return registerPhone(rt, request, reply, {
        ...b,
        country: chosenCountry(b),
        smsCode: b["sms-code"],
        password: b.uPassword,
        captcha: captchaOf(request),
      });
    },
  );

  app.post(
    "/web-api/auth/register/email",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "Full registration: e-mail and password; sends the activation link.",
        body: emailRegBody,
        response,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const b = request.body;
      let phone: { code: string; number: string } | undefined;
      if (b.phone_number !== undefined || b.phone_code !== undefined) {
        phone = phoneOf(b.phone_code ?? "", b.phone_number ?? "") ?? undefined;
        if (!phone)
          throw new AppError(
            "VALIDATION",
            "body.phone_number: give a valid phone_number with its phone_code",
          );
      }
      return registerEmail(rt, request, reply, {
        ...b,
        country: chosenCountry(b),
        password: b.uPassword,
        phone,
        captcha: captchaOf(request),
      });
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors.ts";
import { phoneOf } from "../auth/index.ts";
import { captchaOf } from "../captcha/index.ts";
import type { SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";
import { confirmContact } from "./activation.ts";
import { stopNewsletter } from "./newsletter.ts";
import { completePasswordReset, requestPasswordReset } from "./password-reset.ts";
import { activateBody, resetBody, resetRequestBody, successAnswer, tokenBody } from "./schemas.ts";

const TAGS = ["user pages"];

/**
 * The APIs behind the shell's /{lng}/user/{accountverify|activate|activatefast|passwordreset|
 * stopnewsletter}?token=… pages (spec 001 §2). The token in the link is the proof; no session needed.
 */
export function userPageRoutes(scope: FastifyInstance, auth: SessionAuthenticator): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.login) };
  const response = { 200: successAnswer };

  app.post(
    "/web-api/user/accountverify",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "Confirms a new e-mail (link from POST /web-api/user/email).",
        body: tokenBody,
        response,
      },
    },
    async (request) => {
      await confirmContact(rt, request, "verify_email", request.body.token);
      return { success: true, message: "E-mail confirmed" };
    },
  );

  app.post(
    "/web-api/user/activate",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description:
          "type activate: the e-mail link of full registration; activatefast: the SMS link confirming the phone.",
        body: activateBody,
        response,
      },
    },
    async (request) => {
      const purpose = request.body.type === "activate" ? "activate_email" : "activate_phone";
      await confirmContact(rt, request, purpose, request.body.token);
      return {
        success: true,
        message: request.body.type === "activate" ? "E-mail confirmed" : "Phone confirmed",
      };
    },
  );

  app.post(
    "/web-api/user/passwordreset/request",
    {
      preHandler: auth.csrfGuard,
      config: perMinute(rt.rateLimits.sms),
      schema: {
        tags: TAGS,
        description:
          "Forgot password: sends a one-hour link to the e-mail or phone on file. Same answer either way.",
        body: resetRequestBody,
        response,
      },
    },
    async (request) => {
      const b = request.body;
      let phone: { code: string; number: string } | undefined;
      if (b.email === undefined) {
        phone = phoneOf(b["phone-code"] ?? "", b["phone-number"] ?? "") ?? undefined;
        if (!phone)
          throw new AppError("VALIDATION", "body.phone-number: not a phone number for this phone code");
      }
      return requestPasswordReset(rt, request, {
        email: b.email,
        phone,
        lng: b.lng,
        captcha: captchaOf(request),
      });
    },
  );

  app.post(
    "/web-api/user/passwordreset",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "Sets a new password from the reset link; ends every session.",
        body: resetBody,
        response,
      },
    },
    async (request) =>
      completePasswordReset(rt, request, { token: request.body.token, password: request.body.uPassword }),
  );

  app.post(
    "/web-api/user/stopnewsletter",
    {
      ...opts,
      schema: {
        tags: TAGS,
        description: "Stops the newsletter (link in every newsletter).",
        body: tokenBody,
        response,
      },
    },
    async (request) => stopNewsletter(rt, request, request.body.token),
  );
}

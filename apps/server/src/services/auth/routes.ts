import { findUserByEmail, findUserById, findUserByPhone } from "@parlay/db/players";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { captchaOf } from "../captcha/index.ts";
import { deviceOf } from "../fingerprint/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { perMinute, playersFor, registerRateLimit } from "../session/index.ts";
import { phoneOf } from "./fields.ts";
import { issueLoginToken, tokenSignIn } from "./login-token.ts";
import {
  loginBody,
  loginTokenAnswer,
  phoneLoginBody,
  sendSmsAnswer,
  sendSmsBody,
  signInAnswer,
  smsLoginBody,
  socialLoginBody,
  socialTwoStepBody,
  tokenLoginBody,
  twoStepBody,
} from "./schemas.ts";
import { passwordSignIn } from "./sign-in.ts";
import { sendPhoneCode, smsSignIn } from "./sms.ts";
import { completeTwoStep } from "./two-step.ts";

const TAGS = ["auth"];
const NO_STORE = { "cache-control": "no-store" };

/** An e-mail or an account number; anything else matches no account (and fails like a wrong password). */
async function userByLogin(rt: PlayersRuntime, groupId: number, login: string) {
  const typed = login.trim();
  if (/^\d{1,18}$/.test(typed)) return findUserById(rt.db, groupId, BigInt(typed));
  if (typed.includes("@")) return findUserByEmail(rt.db, groupId, typed.toLowerCase());
  return undefined;
}

/** Sign-in: by e-mail or id, by phone, by token, social form, SMS code, two-step, and sending SMS. */
export const authService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const signIn = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.login) };
    const answers = { 200: signInAnswer };

    app.post(
      "/web-api/auth/login",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "Sign in by e-mail or account number. Captcha: X-Captcha header.",
          body: loginBody,
          response: answers,
        },
      },
      async (request, reply) => {
        const site = await rt.siteOf(request);
        const b = request.body;
        reply.headers(NO_STORE);
        return passwordSignIn(rt, request, reply, {
          groupId: site.groupId,
          user: await userByLogin(rt, site.groupId, b.uLogin),
          typed: b.uLogin,
          password: b.uPassword,
          remember: b.save,
          componentsData: b.componentsData,
          captcha: captchaOf(request),
        });
      },
    );

    app.post(
      "/web-api/auth/login/phone",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "Sign in by phone (country_code is the telephone code, e.g. +7) and password.",
          body: phoneLoginBody,
          response: answers,
        },
      },
      async (request, reply) => {
        const site = await rt.siteOf(request);
        const b = request.body;
        const phone = phoneOf(b.country_code, b.phone_number);
        if (!phone)
          throw new AppError("VALIDATION", "body.phone_number: not a phone number for this country code");
        reply.headers(NO_STORE);
        return passwordSignIn(rt, request, reply, {
          groupId: site.groupId,
          user: await findUserByPhone(rt.db, site.groupId, phone),
          typed: `${phone.code}${phone.number}`,
          password: b.uPassword,
          remember: b.save,
          componentsData: b.componentsData,
          captcha: captchaOf(request),
        });
      },
    );

    app.post(
      "/web-api/auth/login/social",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description:
            "The social form: login and pass encoded; the captcha may come as g-recaptcha-response.",
          body: socialLoginBody,
          response: answers,
        },
      },
      async (request, reply) => {
        const site = await rt.siteOf(request);
        const b = request.body;
        reply.headers(NO_STORE);
        return passwordSignIn(rt, request, reply, {
          groupId: site.groupId,
          user: await userByLogin(rt, site.groupId, b.login),
          typed: b.login,
          password: b.pass,
          remember: false,
          captcha: captchaOf(request, b["g-recaptcha-response"]),
        });
      },
    );

    app.post(
      "/web-api/auth/login/token",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "Sign in with a hand-over token (method_id 1) from POST /web-api/auth/login-token.",
          body: tokenLoginBody,
          response: answers,
        },
      },
      async (request, reply) => {
        reply.headers(NO_STORE);
        return tokenSignIn(rt, request, reply, request.body);
      },
    );

    app.post(
      "/web-api/auth/login/sms",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "Sign in with the SMS code sent by /web-api/auth/sms/send (same browser).",
          body: smsLoginBody,
          response: answers,
        },
      },
      async (request, reply) => {
        reply.headers(NO_STORE);
        return smsSignIn(rt, request, reply, request.body["sms-code"]);
      },
    );

    app.post(
      "/web-api/auth/login/two-step",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "The second step after status two_step_required: the TOTP or SMS code, encoded.",
          body: twoStepBody,
          response: answers,
        },
      },
      async (request, reply) => {
        const b = request.body;
        const fingerprint = await deviceOf(rt, request, b.componentsData);
        reply.headers(NO_STORE);
        return completeTwoStep(rt, request, reply, {
          code: b.code,
          social: false,
          remember: b.save,
          fingerprint,
        });
      },
    );

    app.post(
      "/web-api/auth/social/two-step",
      {
        ...signIn,
        schema: {
          tags: TAGS,
          description: "The second step after a social sign-in answered two-step.",
          body: socialTwoStepBody,
          response: answers,
        },
      },
      async (request, reply) => {
        reply.headers(NO_STORE);
        return completeTwoStep(rt, request, reply, { code: request.body.code, social: true });
      },
    );

    app.post(
      "/web-api/auth/sms/send",
      {
        preHandler: auth.csrfGuard,
        config: perMinute(rt.rateLimits.sms),
        schema: {
          tags: TAGS,
          description: "Sends a 6-digit code by SMS; sets the sms_ticket cookie. Captcha: X-Captcha.",
          body: sendSmsBody,
          response: { 200: sendSmsAnswer },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const phone = phoneOf(b["phone-code"], b["phone-number"]);
        if (!phone)
          throw new AppError("VALIDATION", "body.phone-number: not a phone number for this phone code");
        return sendPhoneCode(rt, request, reply, {
          phone,
          componentsData: b.componentsData,
          captcha: captchaOf(request),
        });
      },
    );

    app.post(
      "/web-api/auth/login-token",
      {
        preHandler: auth.csrfGuard,
        schema: {
          tags: TAGS,
          description: "Signed in: a one-time hand-over token for another device (5 minutes).",
          response: { 200: loginTokenAnswer },
        },
      },
      async (request, reply) => {
        const s = await auth.requireSession(request);
        reply.headers(NO_STORE);
        return issueLoginToken(rt, request, s);
      },
    );
  });
};

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";
import { unreadCount } from "../support/index.ts";
import {
  backupCodesAnswer,
  configAnswer,
  configPatchBody,
  emailChangeBody,
  passwordBody,
  passwordChangeBody,
  phoneBindBody,
  successAnswer,
  totpEnableBody,
  totpSetupAnswer,
  twoFactorDisableBody,
} from "./schemas.ts";
import { bindPhone, changePassword, ownUser, patchConfig, requestEmailChange } from "./settings.ts";
import { disableTwoStep, enableSmsTwoStep, enableTotp, setupTotp } from "./two-factor.ts";
import { userConfigOf } from "./user-config.ts";

const TAGS = ["user"];

/** The signed-in player's own config and settings; every route acts on the caller's account only. */
export function configRoutes(scope: FastifyInstance, auth: SessionAuthenticator): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const write = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.login) };
  const ok = (message: string) => ({ success: true, message });

  app.get(
    "/web-api/user/config",
    {
      schema: { tags: TAGS, description: "The user config (spec 001 §3).", response: { 200: configAnswer } },
    },
    async (request, reply) => {
      const s = await auth.requireSession(request);
      reply.header("cache-control", "no-store");
      const user = await ownUser(rt, s);
      // user_msg_count is the unread messages of the inbox the support service keeps.
      return { ...userConfigOf(user, rt.now()), user_msg_count: await unreadCount(rt.db, user.id) };
    },
  );

  app.post(
    "/web-api/user/config",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Changes display preferences and the newsletter flag.",
        body: configPatchBody,
        response: { 200: configAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      const b = request.body;
      const user = await patchConfig(rt, s, {
        ...(b.user_name !== undefined ? { user_name: b.user_name } : {}),
        ...(b.user_hide_balance !== undefined ? { hide_balance: b.user_hide_balance } : {}),
        ...(b.disallow_line_sport !== undefined ? { disallow_line_sport: b.disallow_line_sport } : {}),
        ...(b.disallow_live_sport !== undefined ? { disallow_live_sport: b.disallow_live_sport } : {}),
        ...(b.language !== undefined ? { language: b.language } : {}),
        ...(b.newsletter !== undefined ? { newsletter: b.newsletter } : {}),
      });
      return { ...userConfigOf(user, rt.now()), user_msg_count: await unreadCount(rt.db, user.id) };
    },
  );

  app.post(
    "/web-api/user/password",
    {
      ...write,
      schema: {
        tags: TAGS,
        description:
          "Changes the password (current uPassword, newPassword; both encoded); ends the other sessions.",
        body: passwordChangeBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      await changePassword(rt, request, s, {
        current: request.body.uPassword,
        next: request.body.newPassword,
      });
      return ok("Password changed");
    },
  );

  app.post(
    "/web-api/user/email",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Sets or changes the e-mail: a confirmation link goes to the new address.",
        body: emailChangeBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      await requestEmailChange(rt, request, s, request.body);
      return ok("Check the new address for a confirmation link");
    },
  );

  app.post(
    "/web-api/user/phone",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Binds the phone proven by the SMS code from /web-api/auth/sms/send.",
        body: phoneBindBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      await bindPhone(rt, request, s, request.body["sms-code"]);
      return ok("Phone bound");
    },
  );

  app.post(
    "/web-api/user/two-factor/totp/setup",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "A pending TOTP secret and its otpauth:// URL (for a QR code).",
        response: { 200: totpSetupAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return setupTotp(rt, await auth.requireSession(request));
    },
  );

  app.post(
    "/web-api/user/two-factor/totp/enable",
    {
      ...write,
      schema: {
        tags: TAGS,
        description:
          "Turns TOTP two-step login on after a code from the app matched; answers ten one-time backup codes, once.",
        body: totpEnableBody,
        response: { 200: backupCodesAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { backupCodes } = await enableTotp(rt, await auth.requireSession(request), request.body.code);
      return { success: true as const, message: "Two-step login is on", backupCodes };
    },
  );

  app.post(
    "/web-api/user/two-factor/sms/enable",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Turns SMS two-step login on (bound phone and password needed).",
        body: passwordBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await enableSmsTwoStep(rt, request, await auth.requireSession(request), request.body.uPassword);
      return ok("Two-step login by SMS is on");
    },
  );

  app.post(
    "/web-api/user/two-factor/disable",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Turns two-step login off: uPassword, or code (a code from the app or a backup code).",
        body: twoFactorDisableBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      await disableTwoStep(rt, request, await auth.requireSession(request), {
        password: request.body.uPassword,
        code: request.body.code,
      });
      return ok("Two-step login is off");
    },
  );
}

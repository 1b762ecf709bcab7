import { TIMEZONES } from "@parlay/domain/players/pure";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";
import { readPlayerSettings, savePlayerSettings } from "./player-settings.ts";
import {
  backupCodesAnswer,
  secondStepBody,
  securityAnswer,
  securityQuestionBody,
  settingsAnswer,
  settingsPatchBody,
  successAnswer,
  timezonesAnswer,
} from "./schemas.ts";
import { securitySummary, setSecurityQuestion } from "./security.ts";
import { renewBackupCodes } from "./two-factor.ts";

const TAGS = ["user"];

/** POST /web-api/GetTimezones: the time-zone choices (001 §7), keyed by their value. */
export function timezoneChoices() {
  return { result: Object.fromEntries(TIMEZONES.map((t) => [String(t.value), { ...t }])) };
}

/** The office's security and settings pages (issue 17; spec 001 §2–§4, §8): the caller's own account only. */
export function securityRoutes(scope: FastifyInstance, auth: SessionAuthenticator): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const write = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.login) };

  app.get(
    "/web-api/user/security",
    {
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description:
          "The protection level (001 §4), the steps that raise it, two-step login and the security question.",
        response: { 200: securityAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return securitySummary(rt, await auth.requireSession(request));
    },
  );

  app.post(
    "/web-api/user/two-factor/backup-codes",
    {
      ...write,
      schema: {
        tags: TAGS,
        description:
          "Ten new one-time backup codes (the old ones stop working); a code from the app or a backup code.",
        body: secondStepBody,
        response: { 200: backupCodesAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { backupCodes } = await renewBackupCodes(
        rt,
        await auth.requireSession(request),
        request.body.code,
      );
      return { success: true as const, message: "New backup codes", backupCodes };
    },
  );

  app.post(
    "/web-api/user/security-question",
    {
      ...write,
      schema: {
        tags: TAGS,
        description: "Sets or changes the security question (password needed; the answer is stored hashed).",
        body: securityQuestionBody,
        response: { 200: successAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      await setSecurityQuestion(rt, request, s, {
        question: request.body.question,
        answer: request.body.answer,
        password: request.body.uPassword,
      });
      return { success: true, message: "Security question saved" };
    },
  );

  app.get(
    "/web-api/user/settings",
    {
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description: "The player's global settings and office settings (001 §3), defaults filled in.",
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return readPlayerSettings(rt, await auth.requireSession(request));
    },
  );

  app.post(
    "/web-api/user/settings",
    {
      preHandler: auth.csrfGuard,
      schema: {
        tags: TAGS,
        description: "Saves any of the settings; the others keep their values.",
        body: settingsPatchBody,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => savePlayerSettings(rt, await auth.requireSession(request), request.body),
  );

  const timezones = timezoneChoices();
  app.post(
    "/web-api/GetTimezones",
    {
      schema: {
        tags: TAGS,
        description: "The time-zone choices (001 §7): `result`, a map of text, value, zone.",
        response: { 200: timezonesAnswer },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return timezones;
    },
  );
}

import { TRANSFER_CODE_TYPES } from "@parlay/domain/players";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { email, phoneOf, sixDigits, telCode } from "../auth/index.ts";
import { captchaOf } from "../captcha/index.ts";
import { perMinute, playersFor, registerRateLimit } from "../session/index.ts";
import { checkTransferCode, sendTransferCode, transferUserData } from "./transfer.ts";

const TAGS = ["user transfer"];
const BASE = "/web-api/api/internal/v1/account/user-transfer";
const typeParams = z.object({ type: z.enum(TRANSFER_CODE_TYPES) });
const sendBody = z.object({
  country_code: telCode.optional(),
  phone: z.string().max(32).optional(),
  email: email.optional(),
  /** The solved ALTCHA payload (or the X-Captcha header). */
  captcha: z.string().max(8192).optional(),
});

/** The three user-transfer calls of spec 001 §7. */
export const transferService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const opts = { preHandler: auth.csrfGuard, config: perMinute(rt.rateLimits.sms) };

    app.post(
      `${BASE}/send-code/:type`,
      {
        ...opts,
        schema: {
          tags: TAGS,
          description:
            "type phone: country_code (telephone code) and phone; type email: email. Always needs a captcha. Sets transfer_ticket.",
          params: typeParams,
          body: sendBody,
          response: { 200: z.object({ success: z.literal(true), expiresIn: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const b = request.body;
        let contact: { phone: { code: string; number: string } } | { email: string };
        if (request.params.type === "phone") {
          const phone = phoneOf(b.country_code ?? "", b.phone ?? "");
          if (!phone) throw new AppError("VALIDATION", "body.phone: give phone and country_code (e.g. +7)");
          contact = { phone };
        } else {
          if (!b.email) throw new AppError("VALIDATION", "body.email is required for type email");
          contact = { email: b.email };
        }
        return sendTransferCode(
          rt,
          request,
          reply,
          request.params.type,
          contact,
          captchaOf(request, b.captcha),
        );
      },
    );

    app.post(
      `${BASE}/check-code/:type`,
      {
        ...opts,
        schema: {
          tags: TAGS,
          description: "Checks the code sent by send-code (same browser); answers a one-time redirectToken.",
          params: typeParams,
          body: z.object({ code: sixDigits }),
          response: { 200: z.object({ success: z.literal(true), redirectToken: z.string() }) },
        },
      },
      async (request) => checkTransferCode(rt, request, request.params.type, request.body.code),
    );

    app.post(
      `${BASE}/user-data`,
      {
        ...opts,
        schema: {
          tags: TAGS,
          description:
            "Opens the transferred account once: status transferred with user {id, password} (shown once), or already_transferred with password null.",
          body: z.object({ redirectToken: z.string().min(1).max(200) }),
          response: {
            200: z.object({
              status: z.enum(["transferred", "already_transferred"]),
              user: z.object({ id: z.number().int(), password: z.string().nullable() }),
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return transferUserData(rt, request, request.body.redirectToken);
      },
    );
  });
};

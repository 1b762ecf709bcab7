/** Staff sign-in with TOTP enrolment, and sign-out (docs/backoffice.md). */
import { afterFailure, isAcceptableStaffPassword, isLocked } from "@parlay/domain/staff";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { acceptTotp, hashPassword, newTotpSecret, totpUri, verifyPassword } from "../auth/index.ts";
import { hmac, type PlayersRuntime, perMinute, safeEqual, seal, unseal } from "../session/index.ts";
import {
  actorOf,
  ENROLL_TTL_MS,
  STAFF_API,
  STAFF_COOKIE,
  STAFF_CSRF_COOKIE,
  type StaffApp,
  staffAccess,
} from "./access.ts";
import { listStaff, normaliseEmail } from "./accounts.ts";
import { writeAudit } from "./audit.ts";
import { type EnrollClaim, enrollAnswer, enrollBody, loginBody, signedIn, signIn } from "./schemas.ts";

export function signInRoutes(app: StaffApp, rt: PlayersRuntime, TAGS: string[]): void {
  app.post(
    `${STAFF_API}/auth/login`,
    {
      config: { ...staffAccess("public"), ...perMinute(rt.rateLimits.login) },
      schema: {
        tags: TAGS,
        description:
          "Staff sign-in: e-mail, password and the authenticator code; the first sign-in answers the set-up step.",
        body: loginBody,
        response: { 200: z.union([signedIn, enrollAnswer]) },
      },
    },
    async (request, reply) => {
      const now = rt.now();
      const row = await rt.db
        .selectFrom("staff_user")
        .selectAll()
        .where("email", "=", normaliseEmail(request.body.email))
        .executeTakeFirst();
      if (row && isLocked(row.locked_until ? new Date(row.locked_until) : null, now))
        throw new AppError("STAFF_LOCKED");
      const passwordOk = await verifyPassword(rt, row?.password_hash, request.body.password);
      const fail = async (error: AppError) => {
        if (row) {
          const next = afterFailure(row.failed_attempts, now);
          await rt.db
            .updateTable("staff_user")
            .set({ failed_attempts: next.failures, locked_until: next.lockedUntil })
            .where("id", "=", row.id)
            .execute();
        }
        throw error;
      };
      if (!row || !passwordOk || row.disabled_at !== null) return fail(new AppError("STAFF_BAD_CREDENTIALS"));
      const expired = row.password_expires_at !== null && new Date(row.password_expires_at) <= now;
      if (row.must_change_password && expired) return fail(new AppError("STAFF_BAD_CREDENTIALS"));
      const staff = (await listStaff(rt.db)).find((s) => s.id === row.id);
      if (!staff) return fail(new AppError("STAFF_BAD_CREDENTIALS"));
      if (row.must_change_password || !row.totp_secret || row.totp_enabled_at === null) {
        const secret = newTotpSecret();
        const claim: EnrollClaim = {
          staffId: String(row.id),
          secret,
          passwordMark: hmac(rt.keys.staff, row.password_hash),
          exp: now.getTime() + ENROLL_TTL_MS,
        };
        return {
          step: "enroll" as const,
          enrollToken: seal(rt.keys.staff, JSON.stringify(claim)),
          otpauthUri: totpUri(secret, `Parlay back office:${row.email}`),
          secret,
        };
      }
      if (!request.body.code) throw new AppError("STAFF_CODE_REQUIRED");
      const totpSecret = unseal(rt.keys.staff, row.totp_secret);
      const step = totpSecret ? acceptTotp(totpSecret, request.body.code, now, row.last_totp_step) : null;
      if (step === null) return fail(new AppError("STAFF_CODE_INVALID"));
      await rt.db
        .updateTable("staff_user")
        .set({ failed_attempts: 0, locked_until: null, last_totp_step: step })
        .where("id", "=", row.id)
        .execute();
      return signIn(rt, request, reply, staff, "staff.sign_in");
    },
  );

  app.post(
    `${STAFF_API}/auth/enroll`,
    {
      config: { ...staffAccess("public"), ...perMinute(rt.rateLimits.login) },
      schema: {
        tags: TAGS,
        description: "First sign-in (or after a reset): a new password and the first authenticator code.",
        body: enrollBody,
        response: { 200: signedIn },
      },
    },
    async (request, reply) => {
      const now = rt.now();
      const opened = unseal(rt.keys.staff, request.body.enrollToken);
      let claim: EnrollClaim | null = null;
      try {
        claim = opened ? (JSON.parse(opened) as EnrollClaim) : null;
      } catch {
        claim = null;
      }
      if (!claim || claim.exp <= now.getTime()) throw new AppError("STAFF_ENROLL_EXPIRED");
      const row = await rt.db
        .selectFrom("staff_user")
        .selectAll()
        .where("id", "=", BigInt(claim.staffId))
        .executeTakeFirst();
      if (
        !row ||
        row.disabled_at !== null ||
        !safeEqual(claim.passwordMark, hmac(rt.keys.staff, row.password_hash))
      )
        throw new AppError("STAFF_ENROLL_EXPIRED");
      if (isLocked(row.locked_until ? new Date(row.locked_until) : null, now))
        throw new AppError("STAFF_LOCKED");
      if (!isAcceptableStaffPassword(request.body.newPassword, row.email))
        throw new AppError("STAFF_WEAK_PASSWORD");
      if (await verifyPassword(rt, row.password_hash, request.body.newPassword))
        throw new AppError("STAFF_WEAK_PASSWORD", "Choose a password other than the one-time password");
      const step = acceptTotp(claim.secret, request.body.code, now, null);
      if (step === null) {
        const next = afterFailure(row.failed_attempts, now);
        await rt.db
          .updateTable("staff_user")
          .set({ failed_attempts: next.failures, locked_until: next.lockedUntil })
          .where("id", "=", row.id)
          .execute();
        throw new AppError("STAFF_CODE_INVALID");
      }
      await rt.db
        .updateTable("staff_user")
        .set({
          password_hash: await hashPassword(rt, request.body.newPassword),
          must_change_password: false,
          password_expires_at: null,
          totp_secret: seal(rt.keys.staff, claim.secret),
          totp_enabled_at: now,
          last_totp_step: step,
          failed_attempts: 0,
          locked_until: null,
        })
        .where("id", "=", row.id)
        .execute();
      const staff = (await listStaff(rt.db)).find((s) => s.id === row.id);
      if (!staff) throw new AppError("STAFF_ENROLL_EXPIRED");
      return signIn(rt, request, reply, staff, "staff.enroll");
    },
  );

  app.post(
    `${STAFF_API}/auth/logout`,
    {
      config: staffAccess("signed-in"),
      schema: { tags: TAGS, description: "Ends this staff session." },
    },
    async (request, reply) => {
      const session = request.staff;
      if (session) {
        const now = rt.now();
        await rt.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("staff_session")
            .set({ ended_at: now, end_reason: "logout" })
            .where("id", "=", session.sessionId)
            .execute();
          await writeAudit(
            trx,
            actorOf(request),
            { action: "staff.sign_out", targetType: "staff", targetId: String(session.staff.id) },
            now,
          );
        });
      }
      reply.clearCookie(STAFF_COOKIE, { path: "/" });
      reply.clearCookie(STAFF_CSRF_COOKIE, { path: "/" });
      return reply.code(204).send();
    },
  );
}

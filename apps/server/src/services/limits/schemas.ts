/**
 * The limits service's request and answer schemas (spec 001 §3 "Limit", §7 "Limits service"; the
 * field names are the spec's). Every request is validated here; bad input is a 400 VALIDATION.
 */
import { LIMIT_TYPE_IDS, type LimitTypeId } from "@parlay/domain/limits";
import { z } from "zod";

/** A limit type id the service knows (1–3, 10–12, 20–22, 30–33, 37). */
export const limitTypeId = z
  .number()
  .int()
  .refine((v): v is LimitTypeId => (LIMIT_TYPE_IDS as readonly number[]).includes(v), "not a limit type id")
  .transform((v) => v as LimitTypeId);

/** The same from a query string. */
export const limitTypeParam = z
  .string()
  .regex(/^\d{1,2}$/, "not a limit type id")
  .transform(Number)
  .pipe(limitTypeId);

/** In the type's measure: currency units (999999999 = no limit), hours, minutes, days; −1 = not set. */
const limitValue = z.number().int().min(-1).max(999_999_999);
const reasonId = z.union([
  z.number().int().min(1).max(1000),
  z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
]);

export const saveBody = z.object({
  limits: z
    .array(z.object({ limitType: limitTypeId, limitValue }))
    .min(1)
    .max(14),
  /** Self-exclusion / time-out reasons of `GET reasons/selfexclude` (recorded with the change). */
  reasonId: reasonId.optional(),
  reasonIds: z.array(reasonId).max(10).optional(),
});

export const answersBody = z.object({
  tokenGuid: z.string().uuid(),
  answers: z
    .array(
      z.object({
        questionId: z.string().regex(/^[a-z_]{1,32}$/),
        answerId: z.string().regex(/^[a-z_]{1,32}$/),
      }),
    )
    .max(20),
});

export const actionBody = z.object({
  limitType: limitTypeId,
  action: z.enum(["confirm", "cancel"]),
});

export const deleteQuery = z.object({ limitType: limitTypeParam });

export const blockBody = z.object({
  /** The self-exclusion's length in days (one of the offered values; the site's default when absent). */
  days: z.number().int().min(1).max(1825).optional(),
  reasonId: reasonId.optional(),
  reasonIds: z.array(reasonId).max(10).optional(),
});

export const languageHeaders = z.object({
  "x-language": z
    .string()
    .regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})?$/)
    .optional(),
});

export const limitEntity = z.object({
  limitType: z.number().int(),
  limitState: z.enum(["PENDING", "ACTIVE", "INACTIVE"]),
  limitValue: z.number().int(),
  limitBalance: z.number().int().nullable(),
  needApprove: z.boolean(),
  startedAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  availableValues: z.array(z.number().int()),
  measure: z.enum(["currency", "hours", "minutes", "days", "none"]),
  label: z.string(),
  optionsMap: z.record(z.string(), z.string()),
});

const elapsedView = z.object({
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});

export const sessionView = z.object({
  /** This play session's start (ms; the sign-in, or the first ping after a silence). */
  startedAt: z.number().int(),
  /** The server's clock (ms), so the shell can correct its own. */
  now: z.number().int(),
  elapsedMs: z.number().int(),
  sessionLimit: z
    .object({
      limitHours: z.number().int(),
      usedMs: z.number().int(),
      remainingMs: z.number().int(),
      periodStartsAt: z.number().int().nullable(),
      periodEndsAt: z.number().int().nullable(),
      loginAllowedAt: z.number().int(),
    })
    .nullable(),
  realityCheck: z
    .object({
      intervalMinutes: z.number().int(),
      due: z.number().int(),
      nextAt: z.number().int(),
      elapsed: elapsedView,
      positions: z.array(
        z.object({ currency: z.string(), staked: z.string(), won: z.string(), netPosition: z.string() }),
      ),
    })
    .nullable(),
});

export const restrictionView = z.object({
  status: z.enum(["OPEN", "SELF_EXCLUDED", "TIMED_OUT", "SELF_EXCLUSION_ENDED", "REOPEN_COOLING_OFF"]),
  code: z.string().nullable(),
  /** Seconds; when the restriction ends by itself. */
  until: z.number().int().nullable(),
  bet: z.boolean(),
  deposit: z.boolean(),
  withdraw: z.boolean(),
  changeLimits: z.boolean(),
});

export const limitsAnswer = z.object({
  limitsData: z.array(limitEntity),
  restriction: restrictionView,
  /** null when the request's session has no live play session (e.g. a bearer from another tab's sign-in that never pinged). */
  session: sessionView.nullable(),
});

export const availableAnswer = z.object({
  availableLimits: z.array(z.number().int()),
  limitActionMethod: z.enum(["limitaction", "delete"]),
  limitsData: z.array(limitEntity),
});

export const reasonsAnswer = z.object({
  reasons: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const questionView = z.object({
  id: z.string(),
  text: z.string(),
  answers: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const saveAnswer = z.object({
  /** saved: every change took effect; pending: a looser change waits 24 h; questions: answer first. */
  status: z.enum(["saved", "pending", "questions"]),
  title: z.string(),
  questions: z.array(questionView).nullable(),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(limitEntity).nullable(),
});

export const answersAnswer = z.object({
  questionsResult: z.array(z.object({ id: z.string(), passed: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(limitEntity),
});

export const actionAnswer = z.object({
  success: z.literal(true),
  title: z.string(),
  limitsData: z.array(limitEntity),
});

export const pingAnswer = z.object({ session: sessionView });

export const blockAnswer = z.object({
  success: z.boolean(),
  /** When success is false: the catalogue code and its message. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

/** A refused self-block (success false), or the catalogue's error body when the request was not valid. */
export const blockRefusal = z.union([
  blockAnswer,
  z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) }),
]);

export const reopenAnswer = z.object({ success: z.literal(true), reopensAt: z.number().int() });

export const historyAnswer = z.object({
  history: z.array(
    z.object({
      id: z.number().int(),
      limitType: z.number().int().nullable(),
      action: z.string(),
      value: z.number().int().nullable(),
      currency: z.string().nullable(),
      endsAt: z.number().int().nullable(),
      actor: z.string(),
      reasonIds: z.array(z.number().int()),
      at: z.number().int(),
    }),
  ),
});

/**
 * The back office's player, payment and dashboard API (/backoffice-api/v1, issue 16,
 * docs/backoffice.md): the query, body and answer schemas the server validates with. The back-office
 * web app (apps/backoffice) validates its forms with these same schemas at run time — a staff tool,
 * where zod's weight does not matter (docs/decisions/0011-backoffice-app.md); every other client
 * imports contracts type-only.
 */
import { z } from "zod";

const id = z.coerce.bigint().positive();

/** Server-side paging and sorting every list takes. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  dir: z.enum(["asc", "desc"]).default("desc"),
});

export const PLAYER_SORTS = ["id", "createdAt", "email", "banLevel"] as const;
export const playerSearchQuery = pageQuery.extend({
  /** An id, a login, an e-mail or a phone number (digits, with or without the code). */
  q: z.string().trim().max(120).optional(),
  banned: z.enum(["yes", "no"]).optional(),
  sort: z.enum(PLAYER_SORTS).default("id"),
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuery>;

export const playerRow = z.object({
  id: z.string(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currency: z.string(),
  countryCode: z.string().nullable(),
  banLevel: z.number(),
  banVersion: z.number(),
  createdAt: z.string(),
});
export type PlayerRow = z.infer<typeof playerRow>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const playerAccount = z.object({
  id: z.string(),
  currency: z.string(),
  type: z.number(),
  isActive: z.boolean(),
  /** Minor units, as text (bigint). */
  balance: z.string(),
  held: z.string(),
});

export const playerProfile = playerRow.extend({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  language: z.string().nullable(),
  birthDate: z.string().nullable(),
  verificationStatus: z.number(),
  twoFactor: z.string().nullable(),
  accounts: z.array(playerAccount),
});
export type PlayerProfile = z.infer<typeof playerProfile>;

export const playerBet = z.object({
  id: z.string(),
  placedAt: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.number(),
  possibleWin: z.string().nullable(),
  returnAmount: z.string().nullable(),
  settledAt: z.string().nullable(),
});

export const PAYMENT_STATUSES = ["created", "pending", "succeeded", "failed", "cancelled"] as const;
export const paymentRow = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(["deposit", "withdrawal"]),
  method: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentQuery = pageQuery.extend({
  kind: z.enum(["deposit", "withdrawal"]).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  userId: id.optional(),
  /** Only payments created since (the dashboard's "today" links). */
  from: z.coerce.date().optional(),
  sort: z.enum(["id", "amount", "createdAt"]).default("id"),
});

export const playerSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const noteBody = z.object({ body: z.string().trim().min(1, "Write the note").max(4000) });
export type NoteBody = z.infer<typeof noteBody>;
export const playerNote = z.object({
  id: z.string(),
  staffEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** A player's limits as the limits service reads them (read only in the back office). */
export const playerLimits = z.object({
  money: z.array(
    z.object({
      limitType: z.number(),
      group: z.string(),
      windowSeconds: z.number(),
      limitValue: z.number(),
      currency: z.string(),
      since: z.string(),
    }),
  ),
  sessionHours: z.number().nullable(),
  realityCheckMinutes: z.number().nullable(),
  timedOut: z.boolean(),
  selfExcluded: z.boolean(),
  canDeposit: z.boolean(),
  canBet: z.boolean(),
});

/** Ban level (0 = not banned) and ban version (how the level reads, spec 001 §4). */
export const banBody = z.object({
  banLevel: z.coerce.number().int().min(0).max(999),
  banVersion: z.coerce.number().int().min(0).max(99),
});
export type BanBody = z.infer<typeof banBody>;

export const paymentRequestRow = z.object({
  id: z.string(),
  userId: z.string(),
  topicId: z.number(),
  paymentId: z.string().nullable(),
  message: z.string(),
  status: z.enum(["open", "answered", "closed"]),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export const paymentRequestQuery = pageQuery.extend({
  status: z.enum(["open", "answered", "closed"]).optional(),
  sort: z.enum(["id", "createdAt"]).default("id"),
});
export const answerBody = z.object({ answer: z.string().trim().min(1, "Write the answer").max(4000) });
export type AnswerBody = z.infer<typeof answerBody>;

export const decisionBody = z.object({ reason: z.string().trim().max(500).optional() });

/** The dashboard: today's figures (UTC day), each with the list it links to. */
export const dashboard = z.object({
  day: z.string(),
  registrations: z.number(),
  deposits: z.object({ count: z.number(), amount: z.string() }),
  withdrawals: z.object({ count: z.number(), amount: z.string() }),
  bets: z.object({ count: z.number(), stakes: z.string() }),
  /** Stakes of bets settled today minus what they returned (minor units, text). */
  grossGamingRevenue: z.string(),
  /** Possible wins of every unsettled bet (minor units, text). */
  openLiability: z.string(),
  pendingWithdrawals: z.number(),
  openPaymentRequests: z.number(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** Staff account creation, as the back office's form validates it (the server's schema matches). */
export const STAFF_ROLE_NAMES = [
  "admin",
  "compliance",
  "payments",
  "support",
  "content",
  "trader",
  "risk",
] as const;
export const staffCreateBody = z.object({
  email: z.string().trim().min(3).max(254).email("Enter an e-mail address"),
  displayName: z.string().trim().max(120).default(""),
  roles: z.array(z.enum(STAFF_ROLE_NAMES)).max(STAFF_ROLE_NAMES.length),
});

/** Staff sign-in and the first sign-in's set-up (the staff service validates with these). */
export const staffLoginBody = z.object({
  email: z.string().trim().min(3).max(254).email("Enter an e-mail address"),
  password: z.string().min(1, "Enter the password").max(256),
  code: z
    .string()
    .regex(/^\d{6}$/, "Six digits from the authenticator")
    .optional(),
});
export const staffEnrollBody = z.object({
  enrollToken: z.string().min(1).max(2000),
  newPassword: z.string().min(1, "Choose a new password").max(256),
  code: z.string().regex(/^\d{6}$/, "Six digits from the authenticator"),
});

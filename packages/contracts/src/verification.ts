import { z } from "zod";

/** The office's personal-data and verification answers and the back office's review queue (docs/verification.md). */

const nullableText = z.string().nullable();

export const personalData = z.object({
  surname: nullableText,
  name: nullableText,
  middle_name: nullableText,
  date_birthday: nullableText,
  birth_place: nullableText,
  country: nullableText,
  region: nullableText,
  city: nullableText,
  registration_address: nullableText,
  document_type_id: z.number().nullable(),
  passport_series: nullableText,
  passport: nullableText,
  passport_date: nullableText,
  passport_end_date: nullableText,
  passport_issuer: nullableText,
  inn: nullableText,
});

export const verificationStatus = z.enum(["verified", "pending", "additional_requested", "rejected", "none"]);

export const verificationState = z.object({
  status: verificationStatus,
  verification_status: z.number(),
  verification_status_group_code: z.string().nullable(),
  internal_verification_status: z.number(),
  requested_additional_document: z.boolean(),
  is_need_identification: z.boolean(),
});

export const personalDataAnswer = z.object({
  data: personalData,
  /** Verified players cannot change their data (001 §4). */
  locked: z.boolean(),
  verification: verificationState,
});

export const personalDataSaved = personalDataAnswer.extend({ success: z.literal(true), message: z.string() });

export const documentKind = z.enum([
  "passport",
  "id_card",
  "driving_licence",
  "proof_of_address",
  "selfie",
  "other",
]);
export const documentPurpose = z.enum(["verification", "identification"]);

export const verificationDocument = z.object({
  id: z.string(),
  purpose: documentPurpose,
  kind: documentKind,
  mime: z.string(),
  sizeBytes: z.number(),
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});

export const verificationAnswer = z.object({
  verification: verificationState,
  documents: z.array(verificationDocument),
  maxBytes: z.number(),
});

export const documentUploaded = z.object({
  document: verificationDocument,
  verification: verificationState,
});

/** A row of the back office's verification queue: a pending document and its player. */
export const reviewRow = verificationDocument.extend({
  userId: z.string(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  playerStatus: verificationStatus,
});

export const reviewDecisionBody = z.object({
  decision: z.enum(["approve", "reject", "request_additional"]),
  note: z.string().trim().max(1000).optional(),
});

export const reviewQueueQuery = z.object({
  /** "all" with a player: the player's documents of every status, newest first (the player page). */
  status: z.enum(["pending", "approved", "rejected", "all"]).default("pending"),
  userId: z.coerce.bigint().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type PersonalDataView = z.infer<typeof personalData>;
export type VerificationStateView = z.infer<typeof verificationState>;
export type VerificationDocumentView = z.infer<typeof verificationDocument>;
export type ReviewRow = z.infer<typeof reviewRow>;

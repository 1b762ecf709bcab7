/** Identity verification state (spec 001 §3 user config, §4 "Verification and protection"). */

export interface VerificationFields {
  verification_status: number | null;
  verification_status_group_code: string | null;
  internal_verification_status: number | null;
  requested_additional_document: boolean | null;
}

export const VERIFICATION_SUCCESSFUL = "VERIFICATION_SUCCESSFUL";

/**
 * Verified when internal_verification_status is 1 or the group code is VERIFICATION_SUCCESSFUL,
 * and no additional document is requested.
 */
export function isVerified(v: VerificationFields): boolean {
  const passed =
    v.internal_verification_status === 1 || v.verification_status_group_code === VERIFICATION_SUCCESSFUL;
  return passed && !v.requested_additional_document;
}

/** verification_status 1 also means "pending" (documents sent, not decided). */
export function isVerificationPending(v: VerificationFields): boolean {
  return v.verification_status === 1;
}

/** The verification columns a player's row holds (the user config's names). */
export interface VerificationState {
  verification_status: number;
  verification_status_group_code: string | null;
  internal_verification_status: number;
  requested_additional_document: boolean;
  is_need_identification: boolean;
}

/** verification_status values this implementation writes (docs/verification.md "Statuses"). */
export const VERIFICATION_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export const VERIFICATION_PENDING = "VERIFICATION_PENDING";
export const VERIFICATION_FAILED = "VERIFICATION_FAILED";
export const ADDITIONAL_DOCUMENT_REQUESTED = "ADDITIONAL_DOCUMENT_REQUESTED";

export type VerificationEvent = "uploaded" | "approved" | "rejected" | "additional_requested";

/**
 * The state after an event. An upload makes the player pending (status 1), keeping an earlier
 * approval (internal status 1) so a requested extra document does not undo it; a compliance approval
 * verifies and clears any request and the identification need; a rejection fails the verification;
 * a request for another document keeps the approval but, by 001 §4, the player is not verified
 * until it is answered and approved.
 */
export function verificationAfter(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event) {
    case "uploaded":
      return {
        ...state,
        verification_status: VERIFICATION_STATUS.pending,
        verification_status_group_code:
          state.internal_verification_status === 1
            ? state.verification_status_group_code
            : VERIFICATION_PENDING,
      };
    case "approved":
      return {
        verification_status: VERIFICATION_STATUS.approved,
        verification_status_group_code: VERIFICATION_SUCCESSFUL,
        internal_verification_status: 1,
        requested_additional_document: false,
        is_need_identification: false,
      };
    case "rejected":
      return {
        ...state,
        verification_status: VERIFICATION_STATUS.rejected,
        verification_status_group_code: VERIFICATION_FAILED,
        internal_verification_status: 0,
        requested_additional_document: false,
      };
    case "additional_requested":
      return {
        ...state,
        verification_status: VERIFICATION_STATUS.none,
        requested_additional_document: true,
        verification_status_group_code:
          state.internal_verification_status === 1
            ? state.verification_status_group_code
            : ADDITIONAL_DOCUMENT_REQUESTED,
      };
  }
}

/** What the office shows: verified, waiting for a decision, a document asked for, refused, or nothing yet. */
export type VerificationView = "verified" | "pending" | "additional_requested" | "rejected" | "none";

export function verificationView(state: VerificationState): VerificationView {
  if (isVerified(state)) return "verified";
  if (isVerificationPending(state)) return "pending";
  if (state.requested_additional_document) return "additional_requested";
  if (state.verification_status === VERIFICATION_STATUS.rejected) return "rejected";
  return "none";
}

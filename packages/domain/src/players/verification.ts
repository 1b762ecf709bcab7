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

/**
 * The verification service (issue 17; docs/verification.md): the player's personal data, identity
 * documents (table verification_document) and the verification columns of their users row; the
 * back office reviews through the functions below.
 */
export { readPersonalData } from "./personal-data.ts";
export { readVerification, sendDocument, verificationService } from "./player-routes.ts";
export { createVerificationBackoffice } from "./staff-routes.ts";

import type { Generated } from "kysely";

export type DocumentPurpose = "verification" | "identification";
export type DocumentKind =
  | "passport"
  | "id_card"
  | "driving_licence"
  | "proof_of_address"
  | "selfie"
  | "other";
export type DocumentMime = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
export type DocumentStatus = "pending" | "approved" | "rejected";

export interface VerificationDocumentTable {
  id: Generated<bigint>;
  user_id: bigint;
  purpose: DocumentPurpose;
  kind: DocumentKind;
  mime: DocumentMime;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  status: Generated<DocumentStatus>;
  created_at: Generated<Date>;
  reviewed_at: Date | null;
  reviewed_by: bigint | null;
  review_note: string | null;
}

export interface VerificationTables {
  verification_document: VerificationDocumentTable;
}

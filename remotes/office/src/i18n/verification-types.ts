import type { PersonalDateField, PersonalTextField } from "@parlay/domain/players/pure";

/** office/verification, office/identification and the personal-data page (issue 17). */
export interface VerificationTexts {
  personalTitle: string;
  personalIntro: string;
  personalLink: string;
  lockedNote: string;
  fields: Record<PersonalTextField | PersonalDateField | "document_type_id", string>;
  documentTypes: Record<"1" | "2" | "3" | "4", string>;
  noDocumentType: string;
  groups: { person: string; address: string; document: string };
  save: string;
  main_save_success: string;
  main_query_error: string;
  fieldProblem: string;
  status: Record<"verified" | "pending" | "additional_requested" | "rejected" | "none", string>;
  statusTitle: string;
  verificationIntro: string;
  identificationIntro: string;
  needIdentification: string;
  uploadTitle: string;
  kindLabel: string;
  kinds: Record<"passport" | "id_card" | "driving_licence" | "proof_of_address" | "selfie" | "other", string>;
  fileLabel: string;
  fileHint: string;
  upload: string;
  uploaded: string;
  chooseFile: string;
  documentsTitle: string;
  noDocuments: string;
  documentStatus: Record<"pending" | "approved" | "rejected", string>;
  download: string;
  uploadedAt: string;
}

/**
 * The personal-data form of the office (spec 001 §3 "Personal-data fields"; the names the API uses
 * are the user config's `user_data` names where the spec gives them: name, surname, date_birthday,
 * document_type_id, passport, passport_date, passport_end_date, inn, registration_address). The rest
 * follow the same style. docs/verification.md.
 */
export const PERSONAL_TEXT_FIELDS = [
  "surname",
  "name",
  "middle_name",
  "birth_place",
  "country",
  "region",
  "city",
  "registration_address",
  "passport_series",
  "passport",
  "passport_issuer",
  "inn",
] as const;
export const PERSONAL_DATE_FIELDS = ["date_birthday", "passport_date", "passport_end_date"] as const;

export type PersonalTextField = (typeof PERSONAL_TEXT_FIELDS)[number];
export type PersonalDateField = (typeof PERSONAL_DATE_FIELDS)[number];

/** Identity document types (`document_type_id`). */
export const DOCUMENT_TYPE_IDS = [1, 2, 3, 4] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];
export const DOCUMENT_TYPE_NAMES: Record<DocumentTypeId, string> = {
  1: "passport",
  2: "id_card",
  3: "driving_licence",
  4: "residence_permit",
};

export type PersonalData = { [K in PersonalTextField | PersonalDateField]: string | null } & {
  document_type_id: DocumentTypeId | null;
};

/** The most characters each text field takes. */
export const PERSONAL_MAX: Record<PersonalTextField, number> = {
  surname: 80,
  name: 80,
  middle_name: 80,
  birth_place: 120,
  country: 80,
  region: 120,
  city: 120,
  registration_address: 300,
  passport_series: 10,
  passport: 20,
  passport_issuer: 200,
  inn: 20,
};

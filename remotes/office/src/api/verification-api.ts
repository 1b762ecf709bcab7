import type {
  PersonalDataView,
  VerificationDocumentView,
  VerificationStateView,
} from "@parlay/contracts/verification";
import { browserHttp, type HttpClient } from "@parlay/web";

/** The personal-data, verification and identification pages' calls (docs/verification.md). */
export interface PersonalDataAnswer {
  data: PersonalDataView;
  locked: boolean;
  verification: VerificationStateView;
}
export interface VerificationAnswer {
  verification: VerificationStateView;
  documents: VerificationDocumentView[];
  maxBytes: number;
}
export type DocumentKindId = VerificationDocumentView["kind"];
export type DocumentPurposeId = VerificationDocumentView["purpose"];

export const DOCUMENTS_PATH = "/web-api/user/verification/documents";

export function verificationApi(http: HttpClient) {
  return {
    personalData: (signal?: AbortSignal) =>
      http.request<PersonalDataAnswer>({
        path: "/web-api/user/personal-data",
        ...(signal ? { signal } : {}),
      }),
    savePersonalData: (patch: Record<string, unknown>) =>
      http.post<PersonalDataAnswer & { success: true; message: string }>(
        "/web-api/user/personal-data",
        patch,
      ),
    verification: (signal?: AbortSignal) =>
      http.request<VerificationAnswer>({ path: "/web-api/user/verification", ...(signal ? { signal } : {}) }),
    upload: (kind: DocumentKindId, purpose: DocumentPurposeId, file: Blob) =>
      http.request<{ document: VerificationDocumentView; verification: VerificationStateView }>({
        method: "POST",
        path: DOCUMENTS_PATH,
        query: { kind, purpose },
        form: { file },
      }),
  };
}

let api: ReturnType<typeof verificationApi> | null = null;
/** The pages' API; call it in effects and handlers only (the HTTP client needs `document`). */
export function officeVerificationApi() {
  api ??= verificationApi(browserHttp());
  return api;
}

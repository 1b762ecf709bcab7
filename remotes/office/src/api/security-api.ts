import type { GlobalSettings, MailingSettings, ProtectionStep } from "@parlay/domain/players/pure";
import { encodeField } from "@parlay/domain/players/pure";
import { browserHttp, type HttpClient } from "@parlay/web";

/** The security page's reads and commands (apps/server users and session services; docs/players.md). */
export interface SecuritySummary {
  protection_level: number | null;
  protection_status: "bad" | "normal" | "good" | "full" | null;
  protection_methods: Record<ProtectionStep["method"], boolean>;
  steps: ProtectionStep[];
  changed_pass_day_count: number | null;
  two_factor: { method: "totp" | "sms" | null; backupCodesLeft: number };
  security_question: string | null;
  phone_bound: boolean;
  email: string | null;
}
export interface SessionView {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
}
export interface LoginView {
  at: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
  endedAt: string | null;
  endReason: string | null;
}
export interface PlayerSettingsView {
  global: GlobalSettings;
  office: MailingSettings & { user_hide_balance: boolean };
}
export interface TimezonesView {
  result: Record<string, { text: string; value: number; zone: string }>;
}
type Ok = { success: true; message: string };
type Codes = Ok & { backupCodes: string[] };

export function securityApi(http: HttpClient) {
  const get = <T>(path: string, signal?: AbortSignal) =>
    http.request<T>({ method: "GET", path, ...(signal ? { signal } : {}) });
  return {
    summary: (signal?: AbortSignal) => get<SecuritySummary>("/web-api/user/security", signal),
    sessions: (signal?: AbortSignal) => get<{ sessions: SessionView[] }>("/web-api/user/sessions", signal),
    history: (signal?: AbortSignal) => get<{ logins: LoginView[] }>("/web-api/user/login-history", signal),
    changePassword: (current: string, next: string) =>
      http.post<Ok>("/web-api/user/password", {
        uPassword: encodeField(current),
        newPassword: encodeField(next),
      }),
    totpSetup: () =>
      http.post<{ secret: string; otpauthUrl: string; qrSvg: string }>("/web-api/user/two-factor/totp/setup"),
    totpEnable: (code: string) => http.post<Codes>("/web-api/user/two-factor/totp/enable", { code }),
    disable: (code: string) => http.post<Ok>("/web-api/user/two-factor/disable", { code }),
    renewCodes: (code: string) => http.post<Codes>("/web-api/user/two-factor/backup-codes", { code }),
    endSession: (id: string) =>
      http.request<Ok>({ method: "DELETE", path: `/web-api/user/sessions/${encodeURIComponent(id)}` }),
    endOthers: () => http.post<{ success: true; ended: number }>("/web-api/user/sessions/end-others"),
    setQuestion: (question: string, answer: string, password: string) =>
      http.post<Ok>("/web-api/user/security-question", {
        question,
        answer,
        uPassword: encodeField(password),
      }),
    settings: (signal?: AbortSignal) => get<PlayerSettingsView>("/web-api/user/settings", signal),
    saveSettings: (patch: Record<string, unknown>) =>
      http.post<PlayerSettingsView>("/web-api/user/settings", patch),
    timezones: (signal?: AbortSignal) =>
      http.request<TimezonesView>({
        method: "POST",
        path: "/web-api/GetTimezones",
        ...(signal ? { signal } : {}),
      }),
  };
}

let api: ReturnType<typeof securityApi> | null = null;
/** The page's API; call it in effects and handlers only (the HTTP client needs `document`). */
export function officeSecurityApi() {
  api ??= securityApi(browserHttp());
  return api;
}

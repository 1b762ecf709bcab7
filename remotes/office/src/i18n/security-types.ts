/** office/security and office/settings (issue 17; spec 001 §2–§4, §8). `{name}` placeholders are filled by `fill()`. */
export type ProtectionMethodKey =
  | "is_changed_password"
  | "enable_two_factor_auth"
  | "enable_phone_binding"
  | "enable_security_question"
  | "enable_email_auth";

export interface SecurityTexts {
  levelTitle: string;
  /** "Protection level: {level}%". */
  level: string;
  levelUnknown: string;
  status: Record<"bad" | "normal" | "good" | "full", string>;
  stepsTitle: string;
  /** "{method} (+{gain}%)". */
  step: string;
  methods: Record<ProtectionMethodKey, string>;
  allDone: string;

  passwordTitle: string;
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
  passwordHint: string;
  passwordsDiffer: string;
  changePassword: string;
  passwordChanged: string;

  totpTitle: string;
  totpOff: string;
  totpOn: string;
  /** "{count} backup codes left". */
  backupLeft: string;
  setUp: string;
  scan: string;
  qrAlt: string;
  manualKey: string;
  code: string;
  codeHint: string;
  enable: string;
  disable: string;
  disableHint: string;
  disabled: string;
  newBackupCodes: string;
  /** The save-code reminder modal (spec 001 §2). */
  saveCodesTitle: string;
  saveCodesText: string;
  copyCodes: string;
  copied: string;
  savedCodes: string;

  sessionsTitle: string;
  thisDevice: string;
  unknownDevice: string;
  /** "{device} · {ip}". */
  sessionWhere: string;
  /** "Signed in {created}, last active {seen}". */
  sessionWhen: string;
  endSession: string;
  endOthers: string;
  /** "{count} sessions ended". */
  othersEnded: string;
  noOthers: string;

  historyTitle: string;
  historyWhen: string;
  historyWhere: string;
  historyDevice: string;
  historyState: string;
  historyActive: string;
  /** End reasons: user ended it, password changed, expired … */
  endReasons: Record<string, string>;

  questionTitle: string;
  questionCurrent: string;
  questionNone: string;
  question: string;
  answer: string;
  saveQuestion: string;
  questionSaved: string;
  password: string;
  cancel: string;
}

export interface SettingsTexts {
  intro: string;
  displayTitle: string;
  oddsTitle: string;
  mailingTitle: string;
  language: string;
  timeZone: string;
  is12h: string;
  appTheme: string;
  themes: [string, string];
  appViewType: string;
  viewTypes: [string, string];
  appFontSize: string;
  fontSizes: [string, string, string];
  coefViewId: string;
  coefViews: Record<string, string>;
  coefIndicationType: string;
  indications: [string, string, string];
  marketsNameType: string;
  marketNames: Record<"short" | "full", string>;
  compactView: string;
  showGameId: string;
  bestMatchesOnTop: string;
  groupByCountry: string;
  statsInNewWindow: string;
  enable_mail_news: string;
  enable_mail_deposit: string;
  enable_mail_bets: string;
  enable_sms_news: string;
  user_hide_balance: string;
  save: string;
  main_save_success: string;
  main_query_error: string;
}

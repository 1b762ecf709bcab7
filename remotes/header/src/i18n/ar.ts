import type { HeaderDictionary } from "./types.ts";

export const ar: HeaderDictionary = {
  siteName: "%SITE_NAME%",
  homeLabel: "%SITE_NAME% — الصفحة الرئيسية",
  navLabel: "التنقل الرئيسي",
  sportsbook: "المراهنات الرياضية",
  live: "مباشر",
  casino: "الكازينو",
  promotions: "العروض الترويجية",
  language: "اللغة",
  languageMenuLabel: "اختر اللغة",
  accountLabel: "الحساب",
  login: "تسجيل الدخول",
  registration: "إنشاء حساب",
  myAccount: "حسابي",
  messagesUnread: "الرسائل، غير المقروءة: {count}",
  balance: "الرصيد",
  accountsMenuLabel: "حساباتك",
  switched: "أصبح {account} حسابك النشط.",
  switchFailed: "تعذّر تبديل الحساب. حاول مرة أخرى.",
  deposit: "إيداع",
  manageAccounts: "إدارة الحسابات",
};

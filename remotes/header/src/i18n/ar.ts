import type { HeaderDictionary } from "./types.ts";

export const ar: HeaderDictionary = {
  homeLabel: "Parlay — الصفحة الرئيسية",
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
};

import type { ReferralTexts } from "./referral-types.ts";

export const referralAr: ReferralTexts = {
  linkTitle: "رابط الدعوة الخاص بك",
  linkText: "شارك هذا الرابط. يظهر هنا الأصدقاء الذين يسجّلون عبره خلال يوم من فتحه.",
  linkLabel: "رابط الدعوة",
  copy: "نسخ الرابط",
  copied: "تم النسخ",
  broughtTitle: "الأصدقاء الذين دعوتهم",
  broughtNone: "لم يسجّل أحد عبر رابطك بعد.",
  account: "الحساب",
  registered: "تاريخ التسجيل",
  managerText: "يساعدك مديرك الشخصي في المدفوعات والحدود والعروض.",
  managerNone: "لم يُعيَّن لك مدير شخصي. فريق الدعم جاهز لأي سؤال.",
  managerName: "الاسم",
  managerEmail: "البريد الإلكتروني",
  managerPhone: "الهاتف",
  managerTelegram: "تيليغرام",
};

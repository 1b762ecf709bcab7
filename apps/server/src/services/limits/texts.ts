/**
 * The limits service's texts in the languages of X-Language (en, ru, ar; anything else gets
 * English): the Limit entity's `label` and `optionsMap` (spec 001 §3), the self-exclusion reasons,
 * the questionnaire and the result titles (spec 001 §8). The translation keys stay the domain's
 * (`responsible_gaming_limit_21`, `responsible_gaming_option_days_7`, …); the answer carries the text.
 */
import { LIMIT_TYPES, type LimitMeasure, type LimitTypeId, NOT_SET } from "@parlay/domain/limits";

export type TextLanguage = "en" | "ru" | "ar";

/** The X-Language header's language, or English. */
export function textLanguage(header: string | undefined): TextLanguage {
  const code = (header ?? "").trim().slice(0, 2).toLowerCase();
  return code === "ru" || code === "ar" ? code : "en";
}

const LABELS: Record<TextLanguage, Record<LimitTypeId, string>> = {
  en: {
    1: "Wagering limit, 24 hours",
    2: "Wagering limit, 7 days",
    3: "Wagering limit, 30 days",
    10: "Loss limit, 24 hours",
    11: "Loss limit, 7 days",
    12: "Loss limit, 30 days",
    20: "Deposit limit, 24 hours",
    21: "Deposit limit, 7 days",
    22: "Deposit limit, 30 days",
    30: "Self-exclusion",
    31: "Session time limit",
    32: "Reality check",
    33: "Time-out",
    37: "Self-excluded",
  },
  ru: {
    1: "Лимит ставок на 24 часа",
    2: "Лимит ставок на 7 дней",
    3: "Лимит ставок на 30 дней",
    10: "Лимит проигрыша на 24 часа",
    11: "Лимит проигрыша на 7 дней",
    12: "Лимит проигрыша на 30 дней",
    20: "Лимит депозитов на 24 часа",
    21: "Лимит депозитов на 7 дней",
    22: "Лимит депозитов на 30 дней",
    30: "Самоисключение",
    31: "Лимит времени сессии",
    32: "Напоминание о времени игры",
    33: "Перерыв в игре",
    37: "Самоисключение действует",
  },
  ar: {
    1: "حد الرهانات، 24 ساعة",
    2: "حد الرهانات، 7 أيام",
    3: "حد الرهانات، 30 يومًا",
    10: "حد الخسارة، 24 ساعة",
    11: "حد الخسارة، 7 أيام",
    12: "حد الخسارة، 30 يومًا",
    20: "حد الإيداع، 24 ساعة",
    21: "حد الإيداع، 7 أيام",
    22: "حد الإيداع، 30 يومًا",
    30: "الاستبعاد الذاتي",
    31: "حد مدة الجلسة",
    32: "تذكير بمدة اللعب",
    33: "استراحة من اللعب",
    37: "مستبعد ذاتيًا",
  },
};

export function limitLabel(lng: TextLanguage, limitType: LimitTypeId): string {
  return LABELS[lng][limitType];
}

type Unit = Exclude<LimitMeasure, "currency" | "none">;
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const UNITS: Record<TextLanguage, Record<Unit, Forms>> = {
  en: {
    days: { one: "# day", other: "# days" },
    hours: { one: "# hour", other: "# hours" },
    minutes: { one: "# minute", other: "# minutes" },
  },
  ru: {
    days: { one: "# день", few: "# дня", many: "# дней", other: "# дня" },
    hours: { one: "# час", few: "# часа", many: "# часов", other: "# часа" },
    minutes: { one: "# минута", few: "# минуты", many: "# минут", other: "# минуты" },
  },
  ar: {
    days: { one: "يوم واحد", two: "يومان", few: "# أيام", many: "# يومًا", other: "# يوم" },
    hours: { one: "ساعة واحدة", two: "ساعتان", few: "# ساعات", many: "# ساعة", other: "# ساعة" },
    minutes: { one: "دقيقة واحدة", two: "دقيقتان", few: "# دقائق", many: "# دقيقة", other: "# دقيقة" },
  },
};

const NOT_SET_TEXT: Record<TextLanguage, string> = { en: "Not set", ru: "Не задано", ar: "غير محدد" };

/** "7 days", "7 дней", "7 أيام". */
export function quantity(lng: TextLanguage, unit: Unit, n: number): string {
  const forms = UNITS[lng][unit];
  const rule = new Intl.PluralRules(lng).select(n);
  return (forms[rule] ?? forms.other).replace("#", String(n));
}

/** The Limit entity's optionsMap: each offered value → its text. */
export function optionTexts(
  lng: TextLanguage,
  limitType: LimitTypeId,
  offered: readonly number[],
): Record<string, string> {
  const measure = LIMIT_TYPES[limitType].measure;
  const out: Record<string, string> = {};
  if (measure === "currency" || measure === "none") return out;
  for (const v of offered) out[String(v)] = v === NOT_SET ? NOT_SET_TEXT[lng] : quantity(lng, measure, v);
  return out;
}

/** Self-exclusion reasons (`GET reasons/selfexclude`); the ids are stored with the history. */
export const SELF_EXCLUDE_REASONS: readonly { id: number; text: Record<TextLanguage, string> }[] = [
  {
    id: 1,
    text: {
      en: "I spend more time gambling than I want to",
      ru: "Я трачу на игру больше времени, чем хочу",
      ar: "أقضي في اللعب وقتًا أطول مما أريد",
    },
  },
  {
    id: 2,
    text: {
      en: "I spend more money gambling than I can afford",
      ru: "Я трачу на игру больше денег, чем могу себе позволить",
      ar: "أنفق على اللعب أموالًا أكثر مما أستطيع",
    },
  },
  {
    id: 3,
    text: {
      en: "Gambling affects my family, work or studies",
      ru: "Игра мешает семье, работе или учёбе",
      ar: "يؤثر اللعب على عائلتي أو عملي أو دراستي",
    },
  },
  {
    id: 4,
    text: { en: "I want to take a break", ru: "Хочу сделать перерыв", ar: "أريد أخذ استراحة" },
  },
  { id: 5, text: { en: "Another reason", ru: "Другая причина", ar: "سبب آخر" } },
];

export const REASON_IDS: readonly number[] = SELF_EXCLUDE_REASONS.map((r) => r.id);

/** The titles of results (spec 001 §8 keys, translated). */
export const TITLES = {
  saved: { en: "Your limits are saved", ru: "Лимиты сохранены", ar: "تم حفظ الحدود" },
  pending: {
    en: "Your change takes effect after 24 hours, once you confirm it",
    ru: "Изменение вступит в силу через 24 часа после вашего подтверждения",
    ar: "يسري التغيير بعد 24 ساعة عندما تؤكده",
  },
  questions: {
    en: "Please answer a few questions first",
    ru: "Сначала ответьте на несколько вопросов",
    ar: "يرجى الإجابة عن بعض الأسئلة أولًا",
  },
  responsible_gaming_confirm_limit_success: {
    en: "The limit is changed",
    ru: "Лимит изменён",
    ar: "تم تغيير الحد",
  },
  responsible_gaming_cancel_limit_success: {
    en: "The change is cancelled",
    ru: "Изменение отменено",
    ar: "تم إلغاء التغيير",
  },
  responsible_gaming_self_exclusion_warning: {
    en: "Your account is self-excluded: you cannot play until the self-exclusion ends. You can still withdraw your balance.",
    ru: "Действует самоисключение: играть нельзя до его окончания. Вывести остаток средств можно.",
    ar: "حسابك مستبعد ذاتيًا: لا يمكنك اللعب حتى انتهاء الاستبعاد. يمكنك سحب رصيدك.",
  },
} as const satisfies Record<string, Record<TextLanguage, string>>;

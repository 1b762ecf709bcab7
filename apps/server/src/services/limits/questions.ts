/**
 * The questionnaire a site may ask before a change (spec 001 §7: `POST limits` answers `questions`
 * and a `tokenGuid`, `POST testanswers` decides; domain questionnaire.ts scores it). Three
 * self-assessment questions; the change goes through only when every answer is the safe one.
 */
import type { Question } from "@parlay/domain/limits";
import type { TextLanguage } from "./texts.ts";

interface CatalogueQuestion extends Question {
  readonly text: Record<TextLanguage, string>;
  readonly answers: readonly { id: string; text: Record<TextLanguage, string> }[];
}

const YES = { id: "yes", text: { en: "Yes", ru: "Да", ar: "نعم" } };
const NO = { id: "no", text: { en: "No", ru: "Нет", ar: "لا" } };

export const QUESTIONS: readonly CatalogueQuestion[] = [
  {
    id: "afford",
    passing: ["yes"],
    text: {
      en: "Can you afford the new limit without cutting essential spending (rent, food, bills)?",
      ru: "Можете ли вы позволить себе новый лимит, не урезая необходимые расходы (жильё, еда, счета)?",
      ar: "هل يمكنك تحمّل الحد الجديد دون تقليص نفقاتك الأساسية (السكن والطعام والفواتير)؟",
    },
    answers: [YES, NO],
  },
  {
    id: "borrowed",
    passing: ["no"],
    text: {
      en: "In the last 30 days, have you borrowed money or sold anything to gamble?",
      ru: "За последние 30 дней вы занимали деньги или продавали что-либо, чтобы играть?",
      ar: "خلال الثلاثين يومًا الماضية، هل اقترضت مالًا أو بعت شيئًا من أجل اللعب؟",
    },
    answers: [YES, NO],
  },
  {
    id: "chasing",
    passing: ["no"],
    text: {
      en: "Are you raising the limit to win back money you have lost?",
      ru: "Вы повышаете лимит, чтобы отыграть проигранные деньги?",
      ar: "هل ترفع الحد لاستعادة أموال خسرتها؟",
    },
    answers: [YES, NO],
  },
];

export function questionView(lng: TextLanguage) {
  return QUESTIONS.map((q) => ({
    id: q.id,
    text: q.text[lng],
    answers: q.answers.map((a) => ({ id: a.id, text: a.text[lng] })),
  }));
}

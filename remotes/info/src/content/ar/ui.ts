import type { InfoUi } from "../types.ts";

export const ui: InfoUi = {
  rules: "القواعد",
  rulesNav: "أقسام القواعد",
  chapter: "الفصل",
  previousChapter: "السابق",
  nextChapter: "التالي",
  pager: "التنقل بين الفصول",
  contents: "نظرة عامة",
};

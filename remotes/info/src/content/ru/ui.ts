import type { InfoUi } from "../types.ts";

export const ui: InfoUi = {
  rules: "Правила",
  rulesNav: "Разделы правил",
  chapter: "Глава",
  previousChapter: "Назад",
  nextChapter: "Далее",
  pager: "Навигация по главам",
  contents: "Обзор",
};

import type { InfoUi } from "../types.ts";

export const ui: InfoUi = {
  rules: "Rules",
  rulesNav: "Rules sections",
  chapter: "Chapter",
  previousChapter: "Previous",
  nextChapter: "Next",
  pager: "Chapter navigation",
  contents: "Overview",
};

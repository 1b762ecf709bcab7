/** Information pages of spec 000 §2 ("Information"), in the order the footer lists them. */
export const INFO_PAGE_SLUGS = [
  "about",
  "contacts",
  "howbet",
  "payment",
  "cash_terminals",
  "smsbets",
  "betting-calculator",
  "betting-awards",
  "responsiblegaming",
  "cookies",
  "consent",
  "licenses",
  "taxation",
  "disputeresolution",
  "simpleidentification",
  "kycpolicy",
  "amlkyc",
  "amlpolicy",
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** Plain text only: content is data, so it renders the same on the server and the client, and escapes. */
export type Block =
  | { type: "h2"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] };

export interface InfoPageContent {
  title: string;
  /** For `<meta name="description">`: one sentence, under ~160 characters. */
  description: string;
  blocks: Block[];
}

export interface RuleChapter {
  title: string;
  blocks: Block[];
}

/** Groups and chapters are numbered by position from 1: rules/{ruleGroup}/{chapter}. */
export interface RuleGroup {
  title: string;
  description: string;
  intro: string;
  chapters: RuleChapter[];
}

/** Interface texts of the info remote (not page content). */
export interface InfoUi {
  rules: string;
  rulesNav: string;
  chapter: string;
  previousChapter: string;
  nextChapter: string;
  pager: string;
  contents: string;
}

export type InfoPages = Record<InfoPageSlug, InfoPageContent>;

export interface InfoContent {
  ui: InfoUi;
  pages: InfoPages;
  rules: RuleGroup[];
}

import type { Block, InfoContent, InfoUi } from "./content/types.ts";
import type { InfoRoute } from "./routes.ts";

/** The site config fills it in (dataForReplace): each site and language names itself. */
export const SITE_NAME = "%SITE_NAME%";

export interface LinkItem {
  href: string;
  title: string;
}

export interface RulesIndexGroup extends LinkItem {
  id: number;
  chapters: (LinkItem & { id: number })[];
}

export interface RulesSection extends LinkItem {
  id: number;
  blocks: Block[];
}

/** Serialised into the body: everything the client needs to hydrate, for the current page only. */
export type InfoProps =
  | { kind: "page"; heading: string; blocks: Block[] }
  | {
      kind: "rules";
      ui: InfoUi;
      index: RulesIndexGroup[];
      groupId: number;
      chapterId: number | null;
      /** Group title on a chapter page (shown above the heading). */
      eyebrow: string | null;
      heading: string;
      intro: string | null;
      sections: RulesSection[];
      previous: LinkItem | null;
      next: LinkItem | null;
    };

export interface InfoView {
  title: string;
  description: string;
  props: InfoProps;
}

/** First paragraph cut at a word boundary: chapters have no description of their own. */
export function summarize(blocks: readonly Block[], limit = 160): string {
  const first = blocks.find((block) => block.type === "p");
  const text = first?.type === "p" ? first.text : "";
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)) || cut}…`;
}

function rulesIndex(content: InfoContent, basePath: string): RulesIndexGroup[] {
  return content.rules.map((group, groupIndex) => ({
    id: groupIndex + 1,
    title: group.title,
    href: `${basePath}/rules/${groupIndex + 1}`,
    chapters: group.chapters.map((chapter, chapterIndex) => ({
      id: chapterIndex + 1,
      title: chapter.title,
      href: `${basePath}/rules/${groupIndex + 1}/${chapterIndex + 1}`,
    })),
  }));
}

/** The page for a route in one language, or null when it does not exist (the remote answers not_exist). */
export function infoView(content: InfoContent, route: InfoRoute, basePath: string): InfoView | null {
  if (route.kind === "page") {
    const page = content.pages[route.slug];
    return {
      title: `${page.title} — ${SITE_NAME}`,
      description: page.description,
      props: { kind: "page", heading: page.title, blocks: page.blocks },
    };
  }
  const group = content.rules[route.group - 1];
  if (!group || route.group < 1) return null;
  const index = rulesIndex(content, basePath);
  const links = index[route.group - 1]?.chapters ?? [];
  const base = { kind: "rules" as const, ui: content.ui, index, groupId: route.group };

  if (route.chapter === null) {
    return {
      title: `${group.title} — ${content.ui.rules} — ${SITE_NAME}`,
      description: group.description,
      props: {
        ...base,
        chapterId: null,
        eyebrow: null,
        heading: group.title,
        intro: group.intro,
        sections: group.chapters.map((chapter, i) => ({
          ...(links[i] as LinkItem & { id: number }),
          blocks: chapter.blocks,
        })),
        previous: null,
        next: null,
      },
    };
  }
  const chapter = group.chapters[route.chapter - 1];
  const link = links[route.chapter - 1];
  if (!chapter || !link || route.chapter < 1) return null;
  return {
    title: `${chapter.title} — ${group.title} — ${SITE_NAME}`,
    description: summarize(chapter.blocks) || group.description,
    props: {
      ...base,
      chapterId: route.chapter,
      eyebrow: group.title,
      heading: chapter.title,
      intro: null,
      sections: [{ ...link, blocks: chapter.blocks }],
      previous: links[route.chapter - 2] ?? null,
      next: links[route.chapter] ?? null,
    },
  };
}

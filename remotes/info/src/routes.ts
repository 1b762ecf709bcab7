import { INFO_PAGE_SLUGS, type InfoPageSlug } from "./content/types.ts";

export type InfoRoute =
  | { kind: "page"; slug: InfoPageSlug }
  | { kind: "rules"; group: number; chapter: number | null };

const RULES = /^\/rules(?:\/(\d{1,3})(?:\/(\d{1,3}))?)?\/?$/;

/**
 * Matches a path (without the /{lng} prefix) to an information page. Bare /rules shows group 1: the shell
 * redirects it to /rules/1 (spec 000 §2), the remote just answers sensibly if asked directly.
 */
export function matchInfoRoute(path: string): InfoRoute | null {
  const rules = RULES.exec(path);
  if (rules) {
    return {
      kind: "rules",
      group: Number(rules[1] ?? "1"),
      chapter: rules[2] === undefined ? null : Number(rules[2]),
    };
  }
  const slug = path.replace(/^\/|\/$/g, "");
  return (INFO_PAGE_SLUGS as readonly string[]).includes(slug)
    ? { kind: "page", slug: slug as InfoPageSlug }
    : null;
}

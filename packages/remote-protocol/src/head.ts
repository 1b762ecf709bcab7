/**
 * The `head` field carries meta tags only. Remotes build it with headMeta and the shell reads the
 * description back with metaDescription, so the format is fixed by code on both sides, not by convention.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export interface HeadMeta {
  description?: string;
  /** e.g. "noindex" for pages search engines should skip. */
  robots?: string;
}

export function headMeta(meta: HeadMeta): string {
  const tags: string[] = [];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  return tags.join("");
}

function metaContent(head: string, name: string): string | undefined {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(head);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
}

/** The description a primary remote gives its page (spec: the primary remote decides it). */
export function metaDescription(head: string): string | undefined {
  return metaContent(head, "description");
}

export function metaRobots(head: string): string | undefined {
  return metaContent(head, "robots");
}

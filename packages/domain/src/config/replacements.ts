/**
 * The site config's text replacements (`dataForReplace`, spec 000 §3): page texts carry placeholders
 * such as `%SITE_NAME%`, `%SUPPORT_EMAIL%`, `%SUPPORT_PHONE%` and the site (per country and language)
 * says what they stand for. A placeholder is `%` + upper-case letters, digits or `_` (starting with a
 * letter) + `%`; one the config does not name stays as written, so a gap in the config shows.
 *
 * Config values are text, never markup: each is escaped for the place it lands in.
 */
export type Replacements = Readonly<Record<string, string>>;

const PLACEHOLDER = /%[A-Z][A-Z0-9_]*%/g;

function fill(text: string, replacements: Replacements, escapeValue: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (name) =>
    Object.hasOwn(replacements, name) ? escapeValue(replacements[name] as string) : name,
  );
}

/** Plain text (a title, a React text node: the renderer escapes it). */
export function replaceInText(text: string, replacements: Replacements): string {
  return fill(text, replacements, (value) => value);
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/**
 * Inside a JSON string inside a `<script>`: JSON escapes, then the characters that could end the
 * script or start a comment as \u escapes (what the remotes' props serialiser does).
 */
const escapeJsonInScript = (value: string) =>
  JSON.stringify(value)
    .slice(1, -1)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

// A JSON data script (a remote's props) or any other script or style element, whole.
const RAW_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * A server-rendered HTML fragment: text and attribute values get HTML-escaped values; JSON data
 * scripts (the props a remote hydrates from) get JSON-escaped values, so the browser's first render
 * shows the same text as the server's; other scripts and styles are code and stay untouched.
 */
export function replaceInHtml(html: string, replacements: Replacements): string {
  if (!html.includes("%")) return html;
  let out = "";
  let last = 0;
  for (const match of html.matchAll(RAW_ELEMENT)) {
    const [whole, , attributes = "", content = ""] = match;
    out += fill(html.slice(last, match.index), replacements, escapeHtml);
    const isJson = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i.test(attributes);
    if (isJson) {
      const open = whole.slice(0, whole.indexOf(">") + 1);
      out +=
        open + fill(content, replacements, escapeJsonInScript) + whole.slice(open.length + content.length);
    } else {
      out += whole;
    }
    last = match.index + whole.length;
  }
  return out + fill(html.slice(last), replacements, escapeHtml);
}

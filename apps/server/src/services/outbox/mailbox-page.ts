import type { DevMailboxRow } from "@parlay/db/players";
import { escapeHtml } from "./templates.ts";

/** Links in a text body become anchors so a person can finish sign-up from the page. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The development mailbox: every e-mail and SMS the dev transport "delivered", newest first. */
export function mailboxPage(rows: DevMailboxRow[]): string {
  const items = rows
    .map(
      (r) => `<article aria-labelledby="m${r.id}">
  <h2 id="m${r.id}">${r.channel === "sms" ? "SMS" : "E-mail"} to ${escapeHtml(r.recipient)}${r.subject ? `: ${escapeHtml(r.subject)}` : ""}</h2>
  <p><time datetime="${r.delivered_at.toISOString()}">${escapeHtml(r.delivered_at.toISOString())}</time></p>
  <pre>${linkify(r.body_text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox — Parlay</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 50rem; padding: 1rem; color: #111; background: #fff; }
article { border: 1px solid #767676; border-radius: .25rem; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; }
pre { white-space: pre-wrap; word-break: break-word; }
a { color: #0645ad; }
a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
</style>
</head>
<body>
<header>
<h1>Development mailbox</h1>
<p>Messages the development transport would have sent (this page does not exist in production). <a href="/dev/mailbox">Refresh</a> · <a href="/dev/mailbox.json">JSON</a></p>
</header>
<main aria-live="polite">
${rows.length === 0 ? "<p>No messages yet.</p>" : items}
</main>
</body>
</html>
`;
}

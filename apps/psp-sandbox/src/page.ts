import type { PspPayment } from "./payments.ts";

const ZERO_DECIMALS = new Set(["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "XAF", "XOF", "PYG", "RWF"]);
const THREE_DECIMALS = new Set(["BHD", "KWD", "OMR", "JOD", "TND", "IQD", "LYD"]);

export function formatMinor(amount: bigint, currency: string): string {
  const digits = ZERO_DECIMALS.has(currency) ? 0 : THREE_DECIMALS.has(currency) ? 3 : 2;
  if (digits === 0) return `${amount} ${currency}`;
  const text = amount.toString().padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)} ${currency}`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
fieldset{border:0;padding:0;margin:1.5rem 0 0;display:flex;gap:.5rem;flex-wrap:wrap}legend{font-weight:600;margin-bottom:.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:2px solid #333;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}.approve{background:#0b6b2f;color:#fff;border-color:#0b6b2f}
.decline{background:#a31515;color:#fff;border-color:#a31515}.note{color:#444;font-size:.9rem}`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The hosted payment page: plain server-rendered HTML, usable without JavaScript and by keyboard
 * and screen reader (one heading, a definition list, a fieldset with a legend, labelled buttons).
 * For a payout the same page is the sandbox's back office, where the provider approves or declines.
 */
export function paymentPage(p: PspPayment, action: string): string {
  const amount = formatMinor(p.amount, p.currency);
  const what = p.kind === "deposit" ? "Payment to Parlay" : "Payout from Parlay";
  const details = `<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Method</dt><dd>${escapeHtml(p.method)}</dd>
<dt>Reference</dt><dd>${escapeHtml(p.reference)}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(p.status)}</dd></dl>`;
  const final = p.status === "succeeded" || p.status === "failed" || p.status === "cancelled";
  if (final) {
    const back = p.return_url
      ? `<p><a href="${escapeHtml(p.return_url)}">Return to the merchant</a></p>`
      : "";
    return shell(
      `${what}: ${p.status}`,
      `<h1>${what}</h1>${details}<p role="status">This payment is final.</p>${back}`,
    );
  }
  const form = `<form method="post" action="${escapeHtml(action)}">
<fieldset aria-describedby="sandbox-note"><legend>Choose the outcome</legend>
<button type="submit" name="action" value="approve" class="approve">Approve payment</button>
<button type="submit" name="action" value="decline" class="decline">Decline payment</button>
<button type="submit" name="action" value="pending">Leave pending</button>
${p.kind === "deposit" ? '<button type="submit" name="action" value="cancel">Cancel and return</button>' : ""}
</fieldset></form>
<p class="note" id="sandbox-note">Sandbox: no real money moves. The merchant learns the outcome by a signed webhook.</p>`;
  return shell(`${what} of ${amount}`, `<h1>${what}</h1>${details}${form}`);
}

export function messagePage(title: string, text: string): string {
  return shell(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

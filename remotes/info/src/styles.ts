/**
 * Info pages CSS, returned in `style`, scoped by the `pi-` prefix. Logical properties keep it right for
 * the shell's dir="rtl" (Arabic) without a second stylesheet.
 */
export const INFO_CSS = `
.pi-info{--pi-fg:var(--text,#1b2433);--pi-muted:var(--muted,#5b6678);--pi-accent:var(--accent,#0b63ce);--pi-line:var(--line,#dfe4ec);
  max-width:1100px;margin:0 auto;padding:1.5rem 1rem 3rem;color:var(--pi-fg);font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif}
.pi-article{max-width:72ch;min-width:0}
.pi-article h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}
.pi-article h2{font-size:1.25rem;line-height:1.3;margin:2rem 0 .5rem}
.pi-article p{margin:0 0 1rem}
.pi-article ul,.pi-article ol{margin:0 0 1rem;padding-inline-start:1.5rem}
.pi-article li{margin:.25rem 0}
.pi-info a{color:var(--pi-accent)}
.pi-info a:focus-visible,.pi-info summary:focus-visible{outline:2px solid var(--pi-accent);outline-offset:2px;border-radius:3px}
.pi-lead{font-size:1.125rem;color:var(--pi-muted)}
.pi-eyebrow{margin:0 0 .25rem;color:var(--pi-muted);font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
.pi-article section h2 a{color:inherit;text-decoration:none}
.pi-article section h2 a:hover{text-decoration:underline}
.pi-rules{display:grid;grid-template-columns:minmax(220px,280px) 1fr;gap:2rem;align-items:start}
.pi-rules__nav{position:sticky;top:1rem;border-inline-end:1px solid var(--pi-line);padding-inline-end:1rem}
.pi-rules__group{margin:0 0 .5rem}
.pi-rules__group summary{cursor:pointer;font-weight:600;padding:.375rem 0}
.pi-rules__group ul{list-style:none;margin:0;padding-inline-start:.75rem}
.pi-rules__group a{display:block;padding:.25rem 0;text-decoration:none;color:var(--pi-muted)}
.pi-rules__group a:hover{color:var(--pi-fg)}
.pi-rules__group a[aria-current="page"]{color:var(--pi-fg);font-weight:600}
.pi-pager{display:flex;justify-content:space-between;gap:1rem;margin-top:2.5rem;padding-top:1rem;border-top:1px solid var(--pi-line)}
.pi-pager a[rel="next"]{margin-inline-start:auto;text-align:end}
@media (max-width:768px){
  .pi-rules{grid-template-columns:1fr;gap:1rem}
  /* The chapter comes first on a phone; the index follows it instead of pushing it below the fold. */
  .pi-rules__nav{order:2;position:static;border-inline-end:0;border-top:1px solid var(--pi-line);padding:1rem 0 0}
  .pi-article h1{font-size:1.5rem}
  .pi-pager{flex-direction:column}
}
`.trim();

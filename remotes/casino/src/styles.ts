/**
 * Casino CSS, returned in the answer's `style` and scoped by the `pc-` prefix. Colours come from the
 * shell's variables; logical properties follow dir="rtl"; motion only when the visitor allows it.
 */
export const CASINO_CSS = `
.pc-root{color:var(--text);display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;min-inline-size:0}
.pc-root a{color:inherit}
.pc-root a:focus-visible,.pc-root button:focus-visible,.pc-root input:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.pc-h1{margin:0;font-size:1.5rem}
.pc-h2{margin:0;font-size:1.125rem}
.pc-nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0;border-block-end:1px solid var(--line);overflow-x:auto}
.pc-nav a{display:block;padding:.5rem .75rem;text-decoration:none;color:var(--muted);white-space:nowrap}
.pc-nav a[aria-current="page"]{color:var(--text);box-shadow:inset 0 -3px 0 var(--accent)}
.pc-bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
.pc-button{display:inline-block;padding:.5rem .875rem;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text);cursor:pointer;text-decoration:none;font:inherit}
.pc-root .pc-button{color:var(--text)}
.pc-root .pc-primary{background:var(--accent);border-color:var(--accent);color:var(--accent-ink)}
.pc-button[disabled]{opacity:.6;cursor:default}
.pc-row{display:grid;gap:.5rem}
.pc-row-head{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem}
.pc-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10.5rem,1fr));gap:.75rem}
.pc-tile{position:relative;display:grid;grid-template-rows:auto 1fr;border:1px solid var(--line);border-radius:10px;background:var(--surface);overflow:hidden}
.pc-art{aspect-ratio:4/3;display:grid;place-items:center;background:linear-gradient(135deg,var(--accent),var(--line));color:var(--accent-ink);font-weight:700;font-size:1.5rem}
.pc-art img{inline-size:100%;block-size:100%;object-fit:cover}
.pc-tile-body{display:grid;gap:.25rem;padding:.5rem .625rem .625rem}
.pc-tile-name{font-weight:600;text-decoration:none}
.pc-tile-name::after{content:"";position:absolute;inset:0}
.pc-meta{margin:0;display:flex;flex-wrap:wrap;gap:.25rem .5rem;font-size:.8125rem;color:var(--muted)}
.pc-meta dt{display:none}
.pc-meta dd{margin:0}
.pc-badge{font-size:.75rem;padding:.125rem .375rem;border-radius:999px;background:var(--line)}
.pc-fav{position:absolute;inset-block-start:.375rem;inset-inline-end:.375rem;z-index:1;inline-size:2.25rem;block-size:2.25rem;border-radius:50%;border:1px solid var(--line);background:var(--surface);color:var(--text);cursor:pointer;font-size:1.125rem;line-height:1}
.pc-fav[aria-pressed="true"]{color:#d33}
.pc-search{display:grid;gap:.25rem;max-inline-size:28rem}
.pc-search input{padding:.5rem .625rem;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text);font:inherit}
.pc-note{color:var(--muted);margin:0}
.pc-providers{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem}
.pc-providers a{display:flex;justify-content:space-between;padding:.75rem;border:1px solid var(--line);border-radius:8px;background:var(--surface);text-decoration:none}
.pc-game{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
.pc-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.5rem;margin:0}
.pc-facts div{border:1px solid var(--line);border-radius:8px;padding:.5rem .75rem;background:var(--surface)}
.pc-facts dt{font-size:.8125rem;color:var(--muted)}
.pc-facts dd{margin:0;font-weight:600}
.pc-rules{white-space:pre-line;margin:0}
.pc-stage{display:grid;gap:.5rem}
.pc-chrome{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.5rem .75rem;border:1px solid var(--line);border-radius:8px;background:var(--surface)}
.pc-chrome dl{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0}
.pc-chrome dt{font-size:.75rem;color:var(--muted)}
.pc-chrome dd{margin:0;font-variant-numeric:tabular-nums;font-weight:600}
.pc-demo-label{margin:0}
.pc-demo .pc-badge{background:#ffd54a;color:#1a1a1a;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.pc-frame{inline-size:100%;aspect-ratio:16/10;min-block-size:20rem;border:0;border-radius:8px;background:#000}
@media (max-width:40rem){.pc-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.pc-frame{aspect-ratio:auto;block-size:70vh}}
@media (prefers-reduced-motion:no-preference){.pc-tile{transition:transform .15s ease}.pc-tile:hover,.pc-tile:focus-within{transform:translateY(-2px)}}
`;

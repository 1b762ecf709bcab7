/**
 * Betting CSS, returned in the answer's `style` and scoped by the `pb-` prefix so it cannot leak into
 * the shell or other remotes. Colours come from the shell's variables; logical properties
 * (inline-start/end) follow dir="rtl". Odds cells have a fixed width: live changes never shift rows.
 */
export const BETTING_CSS = `
.pb-root{color:var(--text);display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;min-inline-size:0}
.pb-root a{color:inherit}
.pb-root a:focus-visible,.pb-root button:focus-visible,.pb-root select:focus-visible,.pb-root input:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.pb-h1{margin:0;font-size:1.5rem}
.pb-h2{margin:0;font-size:1.125rem}
.pb-h3{margin:1rem 0 .5rem;font-size:1rem}
.pb-tabs ul,.pb-sports ul,.pb-markets,.pb-outcomes{list-style:none;margin:0;padding:0}
.pb-tabs ul{display:flex;gap:.25rem;border-block-end:1px solid var(--line);overflow-x:auto;scrollbar-width:thin}
.pb-tabs a{white-space:nowrap}
.pb-tabs a{display:block;padding:.5rem .875rem;text-decoration:none;color:var(--muted)}
.pb-tabs a[aria-current="page"]{color:var(--text);box-shadow:inset 0 -3px 0 var(--accent)}
.pb-list{display:grid;grid-template-columns:minmax(12rem,16rem) 1fr;gap:1rem;align-items:start}
.pb-sports{background:var(--surface);border:1px solid var(--line);border-radius:8px;padding:.75rem}
.pb-sports ul{margin-block-start:.5rem}
.pb-sports a{display:flex;justify-content:space-between;gap:.5rem;padding:.375rem .5rem;border-radius:6px;text-decoration:none}
.pb-sports a[aria-current="page"]{background:var(--line);font-weight:600}
.pb-champs{margin-block:.25rem .5rem!important;padding-inline-start:.5rem!important;font-size:.875rem}
.pb-champs a{padding-block:.25rem}
.pb-back{margin:0;font-size:.875rem}
.pb-back a{color:var(--muted)}
.pb-count{color:var(--muted);font-variant-numeric:tabular-nums}
.pb-games{display:grid;gap:1rem;min-width:0}
.pb-toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}
.pb-filter{display:flex;gap:.5rem;align-items:center}
.pb-filter select,.pb-filter input{padding:.375rem .5rem;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text)}
.pb-button{padding:.375rem .75rem;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text);cursor:pointer}
.pb-table{width:100%;border-collapse:collapse;background:var(--surface);border:1px solid var(--line);border-radius:8px}
.pb-table caption{text-align:start;padding:.5rem .75rem;font-weight:600}
.pb-table caption a{text-decoration:none}
.pb-table th,.pb-table td{padding:.375rem .5rem;border-block-start:1px solid var(--line);text-align:start;vertical-align:middle}
.pb-table thead th{color:var(--muted);font-weight:500;font-size:.875rem}
.pb-col-odds{width:5rem;text-align:center!important}
.pb-game{font-weight:500}
.pb-game a{text-decoration:none}
.pb-game a:hover{text-decoration:underline}
.pb-meta{display:block;color:var(--muted);font-size:.8125rem;font-weight:400;font-variant-numeric:tabular-nums}
.pb-live{color:var(--accent);font-weight:700;text-transform:uppercase}
.pb-clock{white-space:nowrap;font-variant-numeric:tabular-nums}
.pb-odds{display:inline-block;box-sizing:border-box;inline-size:4.5rem;padding:.375rem 0;text-align:center;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text);font:600 .9375rem/1.2 ui-monospace,monospace;font-variant-numeric:tabular-nums;cursor:pointer}
.pb-odds:hover:not(:disabled){border-color:var(--accent)}
.pb-odds:disabled{cursor:not-allowed;opacity:.6}
.pb-padlock{display:inline-block;vertical-align:top;block-size:1.2em}
.pb-odds--none{border-color:transparent;color:var(--muted);cursor:default}
.pb-markets{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}
.pb-market{background:var(--surface);border:1px solid var(--line);border-radius:8px;padding:.5rem .75rem}
.pb-market__name{margin:0 0 .5rem;font-size:.9375rem}
.pb-outcomes{display:grid;gap:.375rem}
.pb-outcome{display:flex;justify-content:space-between;align-items:center;gap:.5rem}
.pb-sr{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.pb-scroll{overflow-x:auto;max-inline-size:100%}
.pb-list--wide{grid-template-columns:minmax(0,1fr)}
.pb-tools{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start}
.pb-view{position:relative}
.pb-view summary{list-style:none;display:inline-block}
.pb-view summary::-webkit-details-marker{display:none}
.pb-view__body{position:absolute;inset-inline-end:0;z-index:5;margin-block-start:.25rem;display:grid;gap:.5rem;min-inline-size:16rem;padding:.75rem;background:var(--surface);border:1px solid var(--line);border-radius:8px;box-shadow:0 6px 20px rgb(0 0 0/.15)}
.pb-check{display:flex;gap:.375rem;align-items:center}
.pb-check select{padding:.25rem;border:1px solid var(--line);border-radius:6px;background:var(--surface);color:var(--text)}
.pb-fieldset{border:1px solid var(--line);border-radius:6px;padding:.375rem .625rem;margin:0;display:grid;gap:.25rem}
.pb-more{display:flex;gap:.75rem;align-items:center;color:var(--muted);margin:0}
.pb-subnav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.375rem}
.pb-subnav a{display:block;padding:.25rem .75rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-size:.9375rem}
.pb-subnav a[aria-current="page"]{background:var(--accent);border-color:var(--accent);color:var(--accent-ink)}
.pb-subnav--small a{font-size:.8125rem;padding:.1875rem .625rem}
.pb-cards{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.pb-card{background:var(--surface);border:1px solid var(--line);border-radius:8px;padding:.5rem .75rem;list-style:none}
.pb-card .pb-h3{margin-block-start:.25rem}
.pb-plain{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.pb-columns{grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.pb-badge{font-size:.75rem;padding:0 .375rem;border-radius:4px;background:var(--line)}
.pb-cyber{display:grid;gap:.75rem}
.pb-multi{display:grid;gap:1.5rem}
.pb-multi__grid{list-style:none;margin:.5rem 0 0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
.pb-multi__game{display:grid;gap:.5rem;align-content:start}
.pb-scoreboard{margin:0;font:600 1.125rem/1.3 ui-monospace,monospace;font-variant-numeric:tabular-nums}
.pb-num{text-align:center!important;font-variant-numeric:tabular-nums;white-space:nowrap}
.pb-col-param{inline-size:3.5rem;text-align:center!important;color:var(--muted);font-variant-numeric:tabular-nums}
.pb-score{font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:600}
.pb-table--wide .pb-score{min-inline-size:9rem}
.pb-video{color:var(--accent)}
.pb-form{display:flex;gap:.25rem;margin:0 0 .5rem}
.pb-form span{display:inline-grid;place-items:center;inline-size:1.5rem;block-size:1.5rem;border-radius:4px;font-weight:700;color:#fff}
.pb-form__W{background:#1f8a4c}.pb-form__D{background:#7a7a7a}.pb-form__L{background:#c0392b}
.pb-country{margin-block:.5rem .25rem;color:var(--muted)}
.pb-lead{margin:0;font-size:1.25rem;font-weight:600}
.pb-links{display:flex;flex-wrap:wrap;gap:1rem;margin:0}
.pb-statistic,.pb-final,.pb-index,.pb-results{display:grid;gap:.75rem;align-content:start}
.pb-view summary.pb-button,.pb-filter .pb-button{font:inherit;font-size:.875rem;line-height:1.5}
.pb-note{color:var(--muted)}
.pb-note--error{color:var(--text)}
@media (max-width:720px){.pb-list{grid-template-columns:minmax(0,1fr)}.pb-sports ul{display:flex;flex-wrap:wrap;gap:.25rem}.pb-odds{inline-size:3.75rem}.pb-table th,.pb-table td{padding:.25rem}.pb-view__body{inset-inline-end:auto;inset-inline-start:0}}
`;

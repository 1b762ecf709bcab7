/**
 * Header CSS, returned in the answer's `style` and scoped by the `ph-` prefix so it cannot leak into
 * the shell or other remotes. Logical properties (inline-start/end) make it follow the shell's dir="rtl".
 */
export const HEADER_CSS = `
.ph-header{--ph-bg:#0f1b2d;--ph-fg:#f4f6fa;--ph-muted:#a9b4c6;--ph-accent:#ffb800;--ph-focus:#6cb4ff;
  display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.5rem 1.5rem;
  background:var(--ph-bg);color:var(--ph-fg);font:500 15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif}
.ph-header a{color:inherit;text-decoration:none}
.ph-header a:focus-visible,.ph-header summary:focus-visible{outline:2px solid var(--ph-focus);outline-offset:2px;border-radius:4px}
.ph-header ul{list-style:none;margin:0;padding:0}
.ph-logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;letter-spacing:.02em}
.ph-logo__mark{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:var(--ph-accent);color:var(--ph-bg)}
.ph-nav{flex:1 1 auto;min-width:0}
.ph-nav__list{display:flex;gap:.25rem}
.ph-nav__link{display:block;padding:.625rem .875rem;border-radius:6px;color:var(--ph-muted);white-space:nowrap}
.ph-nav__link:hover{color:var(--ph-fg);background:rgba(255,255,255,.06)}
.ph-nav__link[aria-current="page"]{color:var(--ph-fg);box-shadow:inset 0 -3px 0 var(--ph-accent)}
.ph-tools{display:flex;align-items:center;gap:.75rem;margin-inline-start:auto}
.ph-auth{display:flex;gap:.5rem}
.ph-button{display:inline-block;padding:.5rem 1rem;border-radius:6px;font-weight:600;white-space:nowrap}
.ph-button--ghost{border:1px solid var(--ph-muted)}
.ph-button--ghost:hover{border-color:var(--ph-fg)}
.ph-button--primary{background:var(--ph-accent);color:var(--ph-bg)!important}
.ph-button--primary:hover{filter:brightness(1.08)}
.ph-lang{position:relative}
.ph-lang__toggle{cursor:pointer;padding:.5rem .75rem;border-radius:6px;border:1px solid transparent;list-style:none}
.ph-lang__toggle::-webkit-details-marker{display:none}
.ph-lang__toggle::after{content:"";display:inline-block;margin-inline-start:.375rem;border:4px solid transparent;border-top-color:currentColor;vertical-align:middle;translate:0 2px}
.ph-lang[open] .ph-lang__toggle{border-color:var(--ph-muted)}
.ph-lang__list{position:absolute;inset-inline-end:0;top:calc(100% + .25rem);z-index:20;min-width:10rem;padding:.25rem;
  background:#fff;color:#0f1b2d;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.25)}
.ph-lang__link{display:block;padding:.5rem .75rem;border-radius:4px}
.ph-lang__link:hover,.ph-lang__link:focus-visible{background:#eef2f8}
.ph-lang__link[aria-current="true"]{font-weight:700}
.ph-msgs{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:40px;min-height:40px;border-radius:6px;border:1px solid rgba(255,255,255,.14)}
.ph-msgs__count{position:absolute;top:-6px;inset-inline-end:-6px;min-width:18px;height:18px;padding:0 4px;border-radius:9px;background:var(--ph-accent);color:var(--ph-bg);font-size:11px;font-weight:700;line-height:18px;text-align:center}
.ph-wallet{position:relative}
.ph-wallet__toggle{display:inline-flex;flex-direction:column;align-items:flex-end;gap:0;cursor:pointer;padding:.25rem .75rem;border-radius:6px;border:1px solid rgba(255,255,255,.14);list-style:none;line-height:1.15;min-height:40px;justify-content:center}
.ph-wallet__toggle::-webkit-details-marker{display:none}
.ph-wallet[open] .ph-wallet__toggle{border-color:var(--ph-muted)}
.ph-wallet__label{font-size:11px;color:var(--ph-muted);text-transform:uppercase;letter-spacing:.05em}
.ph-wallet__amount{font-weight:700;font-variant-numeric:tabular-nums;color:var(--ph-accent);white-space:nowrap}
.ph-wallet__panel{position:absolute;inset-inline-end:0;top:calc(100% + .25rem);z-index:20;min-width:18rem;padding:.75rem;
  background:#fff;color:#0f1b2d;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.25)}
.ph-wallet__title{margin:0 0 .375rem;font-size:13px;font-weight:700;color:#4a5568}
.ph-wallet__list{display:grid;gap:.25rem}
.ph-wallet__account{display:flex;justify-content:space-between;gap:1rem;width:100%;padding:.5rem .625rem;border:1px solid transparent;border-radius:6px;background:none;color:inherit;font:inherit;cursor:pointer;text-align:start}
.ph-wallet__account:hover{background:#eef2f8}
.ph-wallet__account[aria-pressed="true"]{border-color:#0f1b2d;font-weight:700}
.ph-wallet__account:focus-visible{outline:2px solid #1a56b0;outline-offset:1px}
.ph-wallet__name,.ph-wallet__money{white-space:nowrap}
.ph-wallet__money{font-variant-numeric:tabular-nums}
.ph-wallet__status{margin:.25rem 0;font-size:13px;color:#1f6f3f}
.ph-wallet__status:empty{display:none}
.ph-wallet__links{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:.5rem}
.ph-wallet__manage{color:#1a56b0!important;text-decoration:underline!important}
@media (max-width:1100px){.ph-header{padding:.5rem 1rem;gap:.5rem 1rem}.ph-nav__link{padding:.5rem .625rem}}
@media (max-width:768px){
  .ph-header{gap:.5rem}
  .ph-nav{order:3;flex-basis:100%;overflow-x:auto;scrollbar-width:none}
  .ph-button{padding:.375rem .75rem;font-size:14px}
  .ph-logo__text{display:none}
}
@media (max-width:480px){
  .ph-header{padding:.5rem .75rem}
  .ph-tools{gap:.375rem}
  .ph-auth{gap:.375rem}
  .ph-button{padding:.375rem .5rem;font-size:13px}
  .ph-lang__toggle{padding:.375rem .5rem}
  .ph-wallet__label{display:none}
}
@media (prefers-reduced-motion:no-preference){.ph-nav__link,.ph-button{transition:background-color .15s,color .15s}}
`.trim();

/**
 * Office CSS, returned in the answer's `style`, scoped by the `po-` prefix. Colours come from the
 * shell's dark theme variables (--text, --muted, --accent, --surface, --line …) with the same
 * values as fallbacks; logical properties keep it right under dir="rtl".
 */
export const OFFICE_CSS = `
.po-office{--po-fg:var(--text,#e8eef8);--po-muted:var(--muted,#9fb0c9);--po-accent:var(--accent,#2bd47d);--po-ink:var(--accent-ink,#062714);
  --po-surface:var(--surface,#172236);--po-surface-2:var(--surface-2,#1f2d45);--po-bg:var(--bg,#0f1724);--po-line:var(--line,#26344f);
  --po-danger:var(--danger,#ff6b6b);--po-warn:#ffd166;--po-focus:#ffd166;--po-radius:var(--radius,10px);
  color:var(--po-fg);font:400 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif}
.po-office a{color:var(--po-accent)}
.po-office :is(a,button,input,select,textarea,summary):focus-visible{outline:3px solid var(--po-focus);outline-offset:2px}
.po-office h1{margin:0;font-size:clamp(1.5rem,3vw,2rem);line-height:1.2}
.po-office h2{font-size:1.15rem;margin:0 0 .75rem}
.po-office h3{font-size:1rem;margin:1rem 0 .5rem}
.po-office p{margin:0 0 .75rem}
.po-head{margin:0 0 1.25rem}
.po-eyebrow{margin:0 0 .25rem!important;color:var(--po-muted);font-size:.85rem;text-transform:uppercase;letter-spacing:.05em}
.po-body{display:grid;grid-template-columns:minmax(200px,240px) minmax(0,1fr);gap:1.5rem;align-items:start}
.po-menu{background:var(--po-surface);border:1px solid var(--po-line);border-radius:var(--po-radius);padding:.75rem;position:sticky;top:1rem}
.po-menu__group+.po-menu__group{margin-top:.75rem;padding-top:.75rem;border-top:1px solid var(--po-line)}
.po-menu__title{font-size:.78rem!important;text-transform:uppercase;letter-spacing:.06em;color:var(--po-muted);margin:0 0 .35rem!important;padding-inline:.5rem}
.po-menu ul{list-style:none;margin:0;padding:0}
.po-menu__link{display:block;padding:.45rem .6rem;border-radius:8px;border-inline-start:3px solid transparent;color:var(--po-fg)!important;text-decoration:none}
.po-menu__link:hover{background:var(--po-surface-2)}
.po-menu__link[aria-current="page"]{background:var(--po-surface-2);border-inline-start-color:var(--po-accent);font-weight:600}
.po-content{min-width:0;display:flex;flex-direction:column;gap:1.25rem}
.po-content>*{background:var(--po-surface);border:1px solid var(--po-line);border-radius:var(--po-radius);padding:clamp(1rem,2.5vw,1.5rem)}
.po-balance__title{font-size:.85rem!important;color:var(--po-muted);text-transform:uppercase;letter-spacing:.05em;margin:0 0 .5rem!important}
.po-balance__list{display:flex;flex-wrap:wrap;gap:.75rem 2.5rem;margin:0}
.po-balance__item dt{color:var(--po-muted);font-size:.85rem}
.po-balance__item dd{margin:0;font-weight:600;font-size:1.05rem;font-variant-numeric:tabular-nums}
.po-balance__item--main dd{font-size:1.6rem;color:var(--po-accent)}
.po-form{display:flex;flex-direction:column;gap:1.1rem}
.po-form>*{max-width:640px}
.po-field{display:flex;flex-direction:column;gap:.35rem;margin:0}
.po-field label{font-weight:600}
.po-office :is(input:not([type=radio]),select,textarea){font:inherit;min-height:44px;padding:.5rem .75rem;border-radius:8px;border:1px solid var(--po-line);background:var(--po-bg);color:var(--po-fg)}
.po-office textarea{min-height:8rem;resize:vertical}
.po-office [aria-invalid="true"]{border-color:var(--po-danger)!important}
.po-hint,.po-note{color:var(--po-muted);font-size:.9rem}
.po-field-error,.po-form-error{color:var(--po-danger);font-weight:600;margin:0!important}
.po-field-error:empty,.po-form-error:empty,.po-message:empty{display:none}
.po-amount{display:flex;gap:.5rem;align-items:stretch;max-width:360px}
.po-amount input{flex:1 1 auto;min-width:0;font-size:1.25rem!important;font-variant-numeric:tabular-nums;text-align:center}
.po-amount__step{flex:0 0 44px;min-height:44px;border-radius:8px;border:1px solid var(--po-line);background:var(--po-surface-2);color:var(--po-fg);font:600 1.25rem/1 system-ui;cursor:pointer}
.po-amount__step:hover{border-color:var(--po-muted)}
.po-presets{display:flex;flex-wrap:wrap;gap:.5rem;margin:.25rem 0 0;padding:0;border:0;min-inline-size:0}
.po-presets legend{float:inline-start;width:100%;padding:0;margin-bottom:.35rem;color:var(--po-muted);font-size:.9rem}
.po-chip{min-height:40px;padding:.35rem .9rem;border-radius:999px;border:1px solid var(--po-line);background:var(--po-bg);color:var(--po-fg);font:inherit;cursor:pointer;font-variant-numeric:tabular-nums}
.po-chip[aria-pressed="true"]{border-color:var(--po-accent);background:color-mix(in srgb,var(--po-accent) 18%,transparent);font-weight:600}
.po-methods{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem;min-inline-size:0}
.po-methods legend{font-weight:600;margin-bottom:.5rem;padding:0}
.po-method{display:flex;align-items:center;gap:.5rem;min-height:44px;padding:.4rem .9rem;border:1px solid var(--po-line);border-radius:8px;background:var(--po-bg);cursor:pointer}
.po-method:has(input:checked){border-color:var(--po-accent);box-shadow:inset 0 0 0 1px var(--po-accent)}
.po-method input{accent-color:var(--po-accent);width:1.1rem;height:1.1rem;margin:0}
.po-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.po-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.1rem;border-radius:8px;border:1px solid var(--po-line);
  background:var(--po-surface-2);color:var(--po-fg)!important;font:600 1rem/1.2 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;cursor:pointer;text-decoration:none}
.po-button--primary{background:var(--po-accent);border-color:var(--po-accent);color:var(--po-ink)!important}
.po-button--primary:hover{filter:brightness(1.08)}
.po-button--ghost{background:transparent}
.po-button--ghost:hover{border-color:var(--po-muted)}
.po-button--danger{background:transparent;border-color:color-mix(in srgb,var(--po-danger) 60%,transparent);color:var(--po-danger)!important}
.po-button:disabled,.po-button[aria-disabled="true"]{opacity:.55;cursor:not-allowed}
.po-notice{border-inline-start:4px solid var(--po-warn);background:color-mix(in srgb,var(--po-warn) 9%,transparent);padding:.75rem 1rem;border-radius:6px}
.po-notice p:last-child{margin:0}
.po-notice--error{border-color:var(--po-danger);background:color-mix(in srgb,var(--po-danger) 10%,transparent)}
.po-loading{color:var(--po-muted)}
.po-message--ok{color:var(--po-accent);font-weight:600}
.po-message--error{color:var(--po-danger);font-weight:600}
.po-result h2,.po-confirm h2{font-size:1.3rem}
.po-result h2:focus,.po-confirm h2:focus,.po-message:focus{outline:none}
.po-links,.po-link-list{margin:0 0 1rem;padding-inline-start:1.25rem}
.po-link-list li{margin:.35rem 0}
.po-filters{margin-bottom:1.25rem;display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:.75rem 1rem;align-items:end}
.po-filters__actions{grid-column:1/-1}
.po-filters__toggle{display:none}
.po-filters__error{grid-column:1/-1}
.po-count{color:var(--po-muted);margin:0 0 .5rem!important}
.po-table-wrap{overflow-x:auto}
.po-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.po-table caption{text-align:start;color:var(--po-muted);font-size:.9rem;padding-bottom:.5rem}
.po-table th,.po-table td{padding:.6rem .75rem;border-bottom:1px solid var(--po-line);text-align:start;vertical-align:middle}
.po-table .po-num,.po-table .po-status{white-space:nowrap}
.po-table th{color:var(--po-muted);font-weight:600;font-size:.85rem}
.po-table .po-num{text-align:end}
.po-table tr[data-type="deposit"] .po-num{color:var(--po-accent)}
.po-status{display:inline-block;padding:.1rem .55rem;border-radius:999px;font-size:.85rem;font-weight:600;border:1px solid currentColor}
.po-status[data-status="succeeded"],.po-status[data-status="answered"]{color:var(--po-accent)}
.po-status[data-status="pending"],.po-status[data-status="created"],.po-status[data-status="open"]{color:var(--po-warn)}
.po-status[data-status="failed"],.po-status[data-status="cancelled"],.po-status[data-status="closed"]{color:var(--po-muted)}
.po-pager{display:flex;align-items:center;justify-content:space-between;gap:1rem;margin-top:1rem}
.po-account-list{list-style:none;margin:0 0 1.25rem;padding:0;display:grid;gap:.75rem}
.po-account{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"name actions" "money actions";gap:.25rem 1rem;
  padding:1rem;border:1px solid var(--po-line);border-radius:var(--po-radius);background:var(--po-bg)}
.po-account[data-active]{border-color:var(--po-accent)}
.po-account__name{grid-area:name;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
.po-account__type{font-weight:700}
.po-account__iso{color:var(--po-muted)}
.po-account__money{grid-area:money;margin:0!important;font-size:1.25rem;font-weight:600;font-variant-numeric:tabular-nums}
.po-account__held{font-size:.9rem;font-weight:400;color:var(--po-muted)}
.po-account__actions{grid-area:actions;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;justify-content:flex-end}
.po-badge{display:inline-block;padding:.2rem .7rem;border-radius:999px;background:var(--po-accent);color:var(--po-ink);font-weight:700;font-size:.85rem}
.po-add{margin-bottom:1.5rem}
.po-add fieldset{border:1px solid var(--po-line);border-radius:var(--po-radius);padding:1rem;margin:0;min-inline-size:0}
.po-add legend{font-weight:600;padding:0 .25rem}
.po-add__row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}
.po-add__row .po-field{flex:1 1 240px;min-width:0}
.po-field select{max-width:100%}
.po-lookup{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
.po-receipt dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.4rem 1.5rem;margin:0 0 1rem}
.po-receipt dl>div{display:contents}
.po-receipt dt{color:var(--po-muted)}
.po-receipt dd{margin:0;overflow-wrap:anywhere}
.po-request-list{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.po-messages,.po-posts,.po-files{list-style:none;margin:.5rem 0;padding:0;display:grid;gap:.5rem}
.po-message-item,.po-post{padding:.5rem .75rem;border-radius:8px;border:1px solid var(--po-line,rgba(127,127,127,.3))}
.po-post[data-author="agent"]{border-inline-start:4px solid var(--po-accent,#2bd47d)}
.po-request{padding:.75rem 1rem;border:1px solid var(--po-line);border-radius:8px;background:var(--po-bg)}
.po-request__meta{color:var(--po-muted);font-size:.9rem}
.po-request__text{white-space:pre-wrap;margin:0!important}
.po-request__answer{margin-top:.5rem;padding-inline-start:.75rem;border-inline-start:3px solid var(--po-accent)}
.po-coupons{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.po-coupon{border:1px solid var(--po-line);border-radius:var(--po-radius);background:var(--po-bg);padding:.9rem 1rem}
.po-coupon[data-coupon-status="won"]{border-inline-start:4px solid var(--po-accent)}
.po-coupon[data-coupon-status="open"]{border-inline-start:4px solid var(--po-warn)}
.po-coupon__head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin-bottom:.5rem}
.po-coupon__head h3{margin:0;font-size:1.05rem}
.po-coupon__facts,.po-leg__facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.4rem 1rem;margin:0 0 .75rem}
.po-fact dt{color:var(--po-muted);font-size:.8rem}
.po-fact dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.po-coupon code{font:600 1rem/1.2 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.08em}
.po-coupon__actions .po-button{min-height:40px;padding:.35rem .9rem;font-size:.95rem}
.po-disclosure::before{content:"▸";display:inline-block;margin-inline-end:.4rem;transition:transform .15s}
.po-disclosure[aria-expanded="true"]::before{transform:rotate(90deg)}
.po-disclosure:dir(rtl)::before{content:"◂"}
.po-disclosure[aria-expanded="true"]:dir(rtl)::before{transform:rotate(-90deg)}
.po-legs{margin-top:.75rem}
.po-legs ol{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.po-leg{padding:.6rem .75rem;border:1px solid var(--po-line);border-radius:8px;background:var(--po-surface)}
.po-leg__game{margin:0 0 .15rem!important;font-weight:600;display:flex;flex-wrap:wrap;gap:.4rem;align-items:center}
.po-leg__champ{margin:0 0 .4rem!important;color:var(--po-muted);font-size:.88rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.po-leg__facts{grid-template-columns:repeat(auto-fill,minmax(120px,1fr));margin:0}
.po-tag{display:inline-block;padding:0 .45rem;border-radius:6px;border:1px solid var(--po-line);color:var(--po-muted);font-size:.78rem;font-weight:600}
.po-tag--banker{color:var(--po-warn);border-color:currentColor}
.po-status:is([data-status="won"],[data-status="leg-win"],[data-status="halfWinHalfReturn"],[data-status="leg-halfWinHalfReturn"]){color:var(--po-accent)}
.po-status:is([data-status="lost"],[data-status="leg-lose"],[data-status="halfLoseHalfReturn"],[data-status="leg-halfLoseHalfReturn"],[data-status="halfLoseHalfWin"],[data-status="leg-halfLoseHalfWin"]){color:var(--po-danger)}
.po-status:is([data-status="leg-notStarted"],[data-status="leg-inPlay"],[data-status="leg-notCalculated"]){color:var(--po-warn)}
.po-status:is([data-status="returned"],[data-status="forcedReturn"],[data-status="leg-return"],[data-status="leg-forcedReturn"]){color:var(--po-muted)}
.po-leg__facts .po-status{border-radius:6px}
.po-empty{display:flex;flex-direction:column;align-items:flex-start;gap:.25rem}
.po-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.po-rg-intro p:last-child{margin:0}
.po-rg-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:.75rem}
.po-rg-limit{border:1px solid var(--po-line);border-radius:var(--po-radius);background:var(--po-bg);padding:.9rem 1rem;display:flex;flex-direction:column;gap:.6rem;min-width:0}
.po-rg-limit h3{margin:0;font-size:1rem}
.po-rg-facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0}
.po-rg-facts>div{display:contents}
.po-rg-facts dt{color:var(--po-muted)}
.po-rg-facts dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.po-rg-form{display:flex;flex-direction:column;gap:.6rem}
.po-rg-form input,.po-rg-form select{width:100%}
.po-rg-pending .po-actions .po-button,.po-rg-form .po-actions .po-button{flex:1 1 auto}
.po-rg-choices{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem;min-inline-size:0}
.po-rg-choices legend{font-weight:600;margin-bottom:.5rem;padding:0}
.po-rg-choices .po-method{white-space:nowrap}
.po-rg-history{font-size:.92rem}
.po-rg-done{align-items:flex-start}
.po-rg-done p:focus{outline:none}
.po-rg-confirm ul{margin:0 0 1rem;padding-inline-start:1.25rem}
.po-rg-confirm li{margin:.25rem 0}
@media (max-width:900px){
  .po-body{grid-template-columns:minmax(0,1fr);gap:1rem}
  .po-menu{position:relative;top:auto;display:flex;overflow-x:auto;overscroll-behavior-x:contain;scrollbar-width:thin;padding:.35rem;gap:0}
  .po-menu__group{display:flex;flex:none}
  .po-menu__group+.po-menu__group{margin:0;padding:0;border:0;border-inline-start:1px solid var(--po-line);margin-inline-start:.35rem;padding-inline-start:.35rem}
  .po-menu__title{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0!important;padding:0}
  .po-menu ul{display:flex;gap:.15rem}
  .po-menu__link{white-space:nowrap;border-inline-start:0;border-bottom:3px solid transparent;border-radius:8px 8px 0 0}
  .po-menu__link[aria-current="page"]{border-bottom-color:var(--po-accent)}
  .po-filters__toggle{display:inline-flex;align-self:flex-start;margin-bottom:.75rem}
  .po-filters__panel:not([data-open]){display:none}
  .po-balance__list{gap:.5rem 1.25rem}
  .po-balance__item--main dd{font-size:1.25rem}
}
@media (max-width:560px){
  .po-account{grid-template-columns:1fr;grid-template-areas:"name" "money" "actions"}
  .po-account__actions{justify-content:flex-start}
  .po-table th,.po-table td{padding:.5rem}
  .po-coupon{padding:.75rem}
  .po-coupon__facts{grid-template-columns:repeat(2,minmax(0,1fr))}
  .po-leg__facts{grid-template-columns:repeat(2,minmax(0,1fr))}
}
.po-content>.po-security{background:none;border:0;padding:0;display:flex;flex-direction:column;gap:1.25rem}
.po-sec{background:var(--po-surface);border:1px solid var(--po-line);border-radius:var(--po-radius);padding:clamp(1rem,2.5vw,1.5rem)}
.po-level{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;font-size:1.1rem}
.po-level__status{padding:.15rem .7rem;border-radius:999px;border:1px solid currentColor}
.po-level__status--bad{color:var(--po-danger)}.po-level__status--normal{color:var(--po-warn)}
.po-level__status--good,.po-level__status--full{color:var(--po-accent)}
.po-meter{width:100%;max-width:420px;height:12px}
.po-steps{margin:0;padding-inline-start:1.25rem}
.po-qr{display:block;background:#fff;border-radius:8px;padding:4px;width:200px;height:200px}
.po-secret{word-break:break-all;font-size:.95rem}
.po-codes{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.35rem 1rem;list-style:none;padding:0;margin:0 0 1rem;font:600 1rem/1.6 ui-monospace,monospace}
.po-codes-modal{max-width:min(92vw,460px);background:var(--po-surface,#172236);color:var(--po-fg,#e8eef8);border:1px solid var(--po-line,#26344f);border-radius:12px;padding:1.25rem}
.po-codes-modal::backdrop{background:rgb(0 0 0/.6)}
.po-sessions{list-style:none;margin:0 0 .75rem;padding:0;display:flex;flex-direction:column;gap:.6rem}
.po-session{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1rem;align-items:center;padding:.75rem;border:1px solid var(--po-line);border-radius:8px;background:var(--po-bg)}
.po-session .po-badge{margin-inline-start:.5rem}
.po-session p{margin:0!important}
.po-group{border:1px solid var(--po-line);border-radius:var(--po-radius);padding:1rem;margin:0;display:flex;flex-direction:column;gap:.9rem;min-inline-size:0}
.po-group>legend{font-weight:700;padding-inline:.35rem}
.po-check{display:flex;align-items:center;gap:.6rem;min-height:44px}
.po-check input{width:1.2rem;height:1.2rem;accent-color:var(--po-accent);margin:0}
.po-message[data-notice]{color:var(--po-accent);font-weight:600}
.po-errors{margin:0;padding-inline-start:1.25rem}
.po-facts{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}.po-facts dd{margin:0}
.po-tabs{display:flex;gap:.25rem;border-bottom:1px solid var(--po-line);margin-bottom:1rem;overflow-x:auto}
.po-tabs__tab{min-height:44px;padding:.5rem 1rem;background:none;border:0;border-bottom:3px solid transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
.po-tabs__tab[aria-selected="true"]{border-bottom-color:var(--po-accent);color:var(--po-accent)}
.po-tabs__tab:focus-visible{outline:2px solid var(--po-accent);outline-offset:-2px}
.po-casino-rounds{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.po-casino-round{border:1px solid var(--po-line);border-radius:var(--po-radius);background:var(--po-bg);padding:.9rem 1rem;display:flex;flex-direction:column;gap:.6rem;min-inline-size:0}
.po-casino-round__title{margin:0;font-size:1.05rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline}
.po-casino-actions td,.po-casino-actions th{padding:.35rem .5rem}
.po-net{font-weight:700}.po-net--win{color:var(--po-accent)}.po-net--loss{color:var(--po-danger)}
@media print{.po-menu,.po-filters__toggle,.po-balance,.po-lookup,.po-receipt button,.po-filters,.po-coupon__actions{display:none}}
`.trim();

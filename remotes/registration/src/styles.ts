/**
 * Registration CSS, returned in the answer's `style` and scoped under the `pr-` prefix so it cannot
 * leak into the shell or other remotes. The shared pieces (phone field, tabs, dialogs) are styled
 * only inside `.pr-app`. Logical properties make it follow the shell's dir="rtl".
 */
export const REGISTRATION_CSS = `
.pr-app{--pr-bg:#0f1724;--pr-surface:#172236;--pr-surface-2:#1f2d45;--pr-fg:#e8eef8;--pr-muted:#9fb0c9;--pr-accent:#2bd47d;--pr-ink:#062714;--pr-danger:#ff8080;--pr-line:#2c3d5c;--pr-focus:#ffd166;
  max-width:640px;margin-inline:auto;padding:clamp(16px,3vw,32px);background:var(--pr-surface);color:var(--pr-fg);border-radius:12px;
  font:400 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif}
.pr-app h1{margin:0 0 8px;font-size:clamp(1.4rem,3vw,1.9rem);line-height:1.25}
.pr-app h1:focus{outline:none}
.pr-intro{color:var(--pr-muted);margin:0 0 16px}
.pr-app :is(button,a,input,select):focus-visible{outline:3px solid var(--pr-focus);outline-offset:2px}
.pr-app a{color:var(--pr-accent)}
.pr-tabs{display:flex;gap:4px;padding:4px;margin:0 0 20px;border-radius:10px;background:var(--pr-bg);overflow-x:auto}
.pr-tabs__tab{flex:1 1 0;min-height:44px;padding:8px 10px;border:0;border-radius:8px;background:transparent;color:var(--pr-muted);font:inherit;font-size:.95rem;white-space:nowrap;cursor:pointer}
.pr-tabs__tab[aria-selected="true"]{background:var(--pr-surface-2);color:var(--pr-fg);font-weight:700}
.pr-form{display:flex;flex-direction:column;gap:16px}
.pr-plain{border:0;margin:0;padding:0;min-inline-size:0;display:flex;flex-direction:column;gap:16px}
.pr-settings{border:1px solid var(--pr-line);border-radius:10px;margin:0;padding:12px 16px 16px;min-inline-size:0;display:flex;flex-direction:column;gap:12px}
.pr-settings>legend,.pr-bonus>legend{padding:0 4px;font-weight:600}
.pr-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:12px}
.pr-field{display:flex;flex-direction:column;gap:6px;margin:0}
.pr-field small{color:var(--pr-muted)}
.pr-app :is(.pr-field input,.pr-field select,.phone-field select,.phone-field input){font:inherit;min-height:44px;padding:8px 12px;border-radius:8px;border:1px solid var(--pr-line);background:var(--pr-bg);color:var(--pr-fg);width:100%}
.pr-app .phone-field{border:0;margin:0;padding:0;min-inline-size:0}
.pr-app .phone-field legend{padding:0;margin-bottom:6px}
.pr-app .phone-field__row{display:grid;grid-template-columns:minmax(0,.9fr) minmax(0,1.1fr);gap:8px}
.pr-app .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.pr-app [dir="ltr"]{text-align:start}
.pr-bonus{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}
.pr-bonus>legend{margin-bottom:6px}
.pr-radio,.pr-check{display:flex;align-items:center;gap:8px;margin:0}
.pr-check{align-items:flex-start}
.pr-app :is(.pr-radio,.pr-check) input{width:20px;height:20px;flex:none;accent-color:var(--pr-accent);margin:2px 0 0}
.pr-button{font:inherit;cursor:pointer;border-radius:8px;border:1px solid var(--pr-accent);background:transparent;color:var(--pr-accent);padding:8px 16px;min-height:40px;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.pr-button--primary{background:var(--pr-accent);color:var(--pr-ink)!important;font-weight:700;min-height:48px}
.pr-button:disabled{opacity:.6;cursor:progress}
.pr-link{font:inherit;background:none;border:0;padding:0;color:var(--pr-accent);text-decoration:underline;cursor:pointer;align-self:flex-start}
.pr-error{color:var(--pr-danger);margin:0}
.pr-error:empty,.pr-notice:empty{display:none}
.pr-notice{color:var(--pr-muted);margin:0}
.pr-warning{background:rgba(255,209,102,.12);border-inline-start:4px solid var(--pr-focus);padding:10px 12px;border-radius:6px}
.pr-login{margin:20px 0 0;text-align:center}
.pr-providers{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;min-height:44px}
.pr-done{display:flex;flex-direction:column;gap:12px;align-items:flex-start}
.pr-credentials{display:grid;gap:12px;margin:0;width:100%}
.pr-credentials>div{background:var(--pr-bg);border-radius:10px;padding:12px 16px}
.pr-credentials dt{color:var(--pr-muted);font-size:.9rem}
.pr-credentials dd{margin:4px 0 0;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.pr-credentials output{font:700 1.3rem/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.04em;word-break:break-all}
.pr-app .modal{padding:0;border:1px solid var(--pr-line);border-radius:12px;background:var(--pr-surface);color:var(--pr-fg);width:min(440px,calc(100vw - 24px))}
.pr-app .modal__body{position:relative;padding:24px}
.pr-app .modal__close{position:absolute;top:12px;inset-inline-end:12px;width:40px;height:40px;border-radius:50%;border:0;background:transparent;color:var(--pr-muted);font-size:1.6rem;cursor:pointer}
.pr-app .modal__actions{display:flex;gap:12px;margin:20px 0 0}
.pr-app .modal .button{font:inherit;cursor:pointer;border-radius:8px;border:1px solid var(--pr-accent);background:transparent;color:var(--pr-accent);padding:8px 16px}
.pr-app .form-error{color:var(--pr-danger)}
@media (max-width:480px){.pr-app{border-radius:0;padding:16px 12px}.pr-tabs{flex-wrap:wrap}.pr-tabs__tab{flex:1 1 40%;font-size:.9rem;padding:8px 6px}}
`.trim();

/**
 * @parlay/web — the browser toolkit (docs/decisions/0007-one-browser-toolkit.md). The shell and every
 * remote import it as a bare specifier; in the browser the shell's import map resolves it to ONE
 * module, so the page has one HTTP client, one token store (the 60 s shared refresh of spec 001 §4),
 * one captcha and fingerprint handler and one live socket, whoever renders the component.
 */

export { analyticsAllowed, PAGE_VIEW_PATH, reportPageView } from "./analytics.ts";
export * from "./auth/fingerprint.ts";
export { browserFingerprint, startFingerprint } from "./auth/fingerprint-browser.ts";
export { loadScriptOnce } from "./auth/load-script.ts";
export * from "./auth/one-tap.ts";
export { type LoadOptions, type LoadState, type LoadStatus, settle, useLoad } from "./data/use-load.ts";
export { type Submit, type SubmitOptions, useSubmit } from "./data/use-submit.ts";
export { AltchaWidget, type AltchaWidgetProps, loadAltcha } from "./forms/altcha.tsx";
export { CaptchaDialog, type CaptchaTexts } from "./forms/captcha-dialog.tsx";
export { CaptchaHost } from "./forms/captcha-host.tsx";
export { CloseButton, Modal, type ModalProps } from "./forms/modal.tsx";
export * from "./forms/phone-countries.ts";
export { PhoneField, type PhoneValue } from "./forms/phone-field.tsx";
export { type TabItem, Tabs, tabPanelProps } from "./forms/tabs.tsx";
export {
  browserHttp,
  browserTokens,
  setCaptchaSolver,
  setFingerprintSource,
  setTermsHandler,
} from "./http/browser.ts";
export * from "./http/client.ts";
export * from "./http/cookies.ts";
export * from "./http/errors.ts";
export * from "./http/players-rules.ts";
export * from "./http/token-store.ts";
export * from "./limits/limits-api.ts";
export {
  createLiveHub,
  LIVE_LIMITS,
  type LiveHub,
  type LiveHubDeps,
  type LiveSelection,
  type LiveSocket,
  type LiveSubscription,
  liveHub,
  type PlayerFrame,
} from "./live/hub.ts";
export { useLiveGames } from "./live/use-live-games.ts";
export * from "./settings/player-settings.ts";

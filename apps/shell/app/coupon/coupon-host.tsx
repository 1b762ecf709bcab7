import { isOneClickActive } from "@parlay/domain/betting";
import { browserHttp, Modal, PLAYER_SETTINGS_PATH } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import { useAuthActions } from "../auth/auth-context.tsx";
import { useT } from "../i18n.tsx";
import { usePanelHidden } from "../privacy/panel-state.ts";
import type { PageData } from "../server/page-loader.server.ts";
import { BetList } from "./bet-list.tsx";
import { handOver } from "./coupon-early.ts";
import { CouponForm } from "./coupon-form.tsx";
import { CouponCodes, CouponMessages, CouponSuccess } from "./coupon-messages.tsx";
import { CouponSettingsPanel } from "./coupon-settings.tsx";
import { QuickCoupon } from "./quick-coupon.tsx";
import { couponStore } from "./store.ts";
import type { CouponView } from "./types.ts";
import {
  SETTINGS_EVENT,
  saveCoefView,
  storedCoefView,
  storedViewType,
  useCouponPreview,
  useCouponState,
  useFormat,
} from "./use-coupon.ts";

/**
 * The coupon of the default layout: a right-hand panel on wide screens; on narrow screens a
 * floating button with the bet count that opens it as a bottom sheet. The quick coupon shows on
 * routes whose meta has quickCoupon.
 */
export function CouponHost({ page }: { page: PageData }) {
  const { t } = useT();
  const auth = useAuthActions();
  const store = couponStore();
  const state = useCouponState();
  const preview = useCouponPreview(state);
  const [coefView, setCoefView] = useState(0);
  const [viewType, setViewType] = useState<0 | 1>(0);
  const { coef, money } = useFormat(state, coefView, viewType);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The right panel (wide screens): hideable, remembered only with functional consent.
  const [panelHidden, togglePanel] = usePanelHidden("right");
  const fab = useRef<HTMLButtonElement>(null);
  const closeSheet = () => {
    setSheetOpen(false);
    fab.current?.focus();
  };
  const titleId = useId();
  const confirmTitle = useId();
  const authenticated = page.authenticated;

  useEffect(() => {
    setCoefView(storedCoefView());
    setViewType(storedViewType());
    // What the page asked before this code arrived (coupon-early.ts), now that the store listens.
    const early = handOver();
    const stop = store.start(page.site.betting);
    for (const id of early.outcomes) void store.toggle(id);
    for (const code of early.codes) void store.loadCode(code);
    for (const button of early.clicks) button.click();
    return stop;
  }, [store, page.site.betting]);
  // The player's settings arrive from the server after load, or change in the office.
  useEffect(() => {
    const read = () => {
      setCoefView(storedCoefView());
      setViewType(storedViewType());
    };
    window.addEventListener(SETTINGS_EVENT, read);
    return () => window.removeEventListener(SETTINGS_EVENT, read);
  }, []);
  useEffect(() => {
    store.setHooks({ authenticated, openLogin: () => auth?.openLogin("modal") });
  }, [store, authenticated, auth]);
  // Only a change of the login state reloads the account: the auth actions change identity with
  // every dialog, and each reload after a logout was a 401 (issue 13 #11).
  useEffect(() => {
    void store.setAuthenticated(authenticated);
  }, [store, authenticated]);

  const count = state.coupon.bets.length;
  const oneClick = isOneClickActive(state.limits?.showOneClick ?? state.site.showOneClick, state.settings);
  const success = state.coupon.successCoupon as CouponView | null;
  const quick = page.route.quickCoupon;

  return (
    <>
      <aside
        className={`coupon${sheetOpen ? " coupon--open" : ""}${panelHidden ? " coupon--hidden" : ""}`}
        aria-labelledby={titleId}
        data-coupon-count={count}
        onKeyDown={(e) => {
          if (e.key === "Escape" && sheetOpen) closeSheet();
        }}
      >
        <div className="coupon__header">
          <h2 id={titleId} tabIndex={-1}>
            {t("coupon_title")} <span className="coupon__count">{count}</span>
          </h2>
          {count > 0 ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => store.dispatch({ type: "clear" })}
            >
              {t("coupon_clear_all")}
            </button>
          ) : null}
          <button
            type="button"
            className="coupon__toggle"
            aria-expanded={!panelHidden}
            aria-label={t(panelHidden ? "coupon_panel_show" : "coupon_panel_hide")}
            onClick={togglePanel}
          >
            {panelHidden ? "‹" : "›"}
          </button>
          <button type="button" className="coupon__close" aria-label={t("coupon_close")} onClick={closeSheet}>
            ×
          </button>
        </div>
        {oneClick ? (
          <p className="coupon__badge" data-one-click="on">
            {t("coupon_one_click_active")}
          </p>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {noticeText(state.notice, t)}
        </p>
        {success ? (
          <CouponSuccess
            coupon={success}
            coupons={state.coupon.singlesResultCoupons as CouponView[]}
            money={money}
          />
        ) : null}
        {quick ? (
          <QuickCoupon state={state} preview={preview} money={money} authenticated={authenticated} />
        ) : null}
        {count === 0 && !success ? <p className="coupon__empty">{t("coupon_empty")}</p> : null}
        {count > 0 && !success ? (
          <>
            {state.coupon.isLoadedFromCode ? (
              <p className="coupon-hint">{t("coupon_loaded_from_code")}</p>
            ) : null}
            <BetList state={state} coef={coef} />
            <CouponMessages state={state} coef={coef} money={money} />
            <CouponForm
              state={state}
              preview={preview}
              coef={coef}
              money={money}
              authenticated={authenticated}
            />
          </>
        ) : null}
        {count === 0 ? <CouponMessages state={state} coef={coef} money={money} /> : null}
        <CouponCodes state={state} />
        <CouponSettingsPanel
          state={state}
          coefView={coefView}
          viewType={viewType}
          onCoefView={(v) => {
            setCoefView(v);
            saveCoefView(v);
            // A signed-in player's choice is kept on the server: it follows them to other browsers.
            if (authenticated) void browserHttp().post(PLAYER_SETTINGS_PATH, { coefViewId: v });
          }}
        />
      </aside>
      <button
        type="button"
        ref={fab}
        className="coupon-fab"
        aria-expanded={sheetOpen}
        onClick={() => {
          setSheetOpen(true);
          requestAnimationFrame(() => document.getElementById(titleId)?.focus());
        }}
      >
        {t("coupon_title")} <span className="coupon__count">{count}</span>
      </button>
      <Modal
        open={state.oneClickConfirm}
        onClose={() => store.dispatch({ type: "oneClickUndo" })}
        labelledBy={confirmTitle}
        className="confirm-dialog"
      >
        <h2 id={confirmTitle}>{t("coupon_one_click_confirm_title")}</h2>
        <p className="modal__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => store.dispatch({ type: "oneClickConfirm" })}
          >
            {t("coupon_one_click_enable")}
          </button>
          <button
            type="button"
            className="button"
            // biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens.
            autoFocus
            onClick={() => store.dispatch({ type: "oneClickUndo" })}
          >
            {t("coupon_one_click_undo")}
          </button>
        </p>
      </Modal>
    </>
  );
}

function noticeText(notice: string | null, t: ReturnType<typeof useT>["t"]): string {
  if (!notice) return "";
  const [kind, code = ""] = notice.split(":");
  if (kind === "loaded") return t("coupon_code_loaded", { code });
  if (kind === "saved") return t("coupon_code_saved", { code });
  return notice;
}

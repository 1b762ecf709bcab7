import type { OneTapAnswer } from "@parlay/contracts/players";
import { safeReturnUrl } from "@parlay/domain/routing";
import {
  afterOneTapRefusal,
  browserFingerprint,
  browserHttp,
  browserTokens,
  CaptchaHost,
  GOOGLE_ONE_TAP_SCRIPT,
  hasSignedInMarker,
  ONE_TAP_CLIENT_ID_META,
  setCaptchaSolver,
  setTermsHandler,
} from "@parlay/web";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { useOpenedOnce } from "../chrome/deferred.ts";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { pollAccountsAfterLogin } from "./account-poller.ts";
import { type AuthActions, AuthContext } from "./auth-context.tsx";
import { errorText } from "./error-text.ts";
import { loginApi } from "./login-api.ts";
import { OneTapPrompt } from "./one-tap-prompt.tsx";
import { type PreviousLogin, PreviousLoginNotice, previousLoginText } from "./previous-login.tsx";
import { dialogFromQuery, stripDialogQuery } from "./query-dialogs.ts";
import {
  afterLoginChange,
  isOfficeRoute,
  isRegistrationRoute,
  pageWithoutDialogs,
} from "./redirect-after-login.ts";
import { checkSession, SessionWatcher } from "./session-watcher.tsx";
import { termsRedirectFrom } from "./terms-exempt.ts";

// The dialogs' code loads when one first opens (a login-required page opens the login at once).
const LoginDialog = lazy(() => import("./login-dialog.tsx").then((m) => ({ default: m.LoginDialog })));
const ForgotPasswordDialog = lazy(() =>
  import("./forgot-password-dialog.tsx").then((m) => ({ default: m.ForgotPasswordDialog })),
);
const LogoutDialog = lazy(() => import("./logout-dialog.tsx").then((m) => ({ default: m.LogoutDialog })));

type Manual =
  | { kind: "login"; variant: "dropdown" | "modal" }
  | { kind: "forgot" }
  | { kind: "logout" }
  | null;

/**
 * The shell's auth UI for one page: the login, forgot-password, logout and captcha dialogs, the
 * session watcher, one-tap, and what happens when the login state changes (the page's data is
 * reloaded so the header remote renders the signed-in state and login-required routes open).
 */
export function AuthHost({ page, children }: { page: PageData; children: ReactNode }) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const root = useRouteLoaderData("root") as { oneTapScriptUrl?: string } | undefined;
  const oneTapScriptUrl = root?.oneTapScriptUrl ?? GOOGLE_ONE_TAP_SCRIPT;
  const { lng, authenticated } = page;
  const routeId = page.route.id;

  const [manual, setManual] = useState<Manual>(null);
  // The location whose query dialogs the player closed: they stay closed until the next navigation.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // "Your previous login: …" after a sign-in, until the player closes it or signs out.
  const [previousLogin, setPreviousLogin] = useState<string | null>(null);
  const fromQuery =
    dismissedKey === location.key ? null : dialogFromQuery(location.search, { authenticated, routeId });
  const registrationOpen = page.site.registrationOpen;
  const current = useRef({ location, routeId, lng, authenticated, fromQuery, registrationOpen });
  current.current = { location, routeId, lng, authenticated, fromQuery, registrationOpen };

  const closeAll = useCallback(() => {
    setManual(null);
    if (current.current.fromQuery) {
      setDismissedKey(current.current.location.key);
      stripDialogQuery();
    }
  }, []);
  const open = useCallback((next: Manual) => {
    // Another dialog replaces the one the address asked for: a reload must not bring the old one back.
    if (current.current.fromQuery) {
      setDismissedKey(current.current.location.key);
      stripDialogQuery();
    }
    setManual(next);
  }, []);

  /** Spec 000 §4: on a login change go to the return URL, the previous route or home — not from registration or office. */
  const followLoginChange = useCallback(() => {
    const { location: loc, routeId: id, lng: lang } = current.current;
    const action = afterLoginChange({ routeId: id, lng: lang, pathname: loc.pathname, search: loc.search });
    if (action.kind === "go" && action.to !== `${loc.pathname}${loc.search}`) {
      void navigate(action.to, { replace: true });
      return;
    }
    void revalidator.revalidate();
  }, [navigate, revalidator]);

  const signedIn = useCallback(
    (previous?: PreviousLogin | null) => {
      setManual(null);
      setDismissedKey(current.current.location.key);
      const note = previous ? previousLoginText(t, current.current.lng, previous) : null;
      setPreviousLogin(note);
      setAnnouncement(note ? `${t("auth_signed_in")} ${note}` : t("auth_signed_in"));
      void pollAccountsAfterLogin();
      followLoginChange();
    },
    [t, followLoginChange],
  );

  const logout = useCallback(async () => {
    const res = await loginApi.disconnect(browserHttp());
    browserTokens().clear();
    // Other parts of the page (the coupon's one-click, spec 001 §4) switch themselves off on this.
    window.dispatchEvent(new CustomEvent("parlay:logout"));
    if (!res.ok) {
      window.location.reload();
      return;
    }
    closeAll();
    setPreviousLogin(null);
    setAnnouncement(t("auth_signed_out"));
    const { routeId: id, lng: lang } = current.current;
    if (isOfficeRoute(id)) void navigate(`/${lang}/`, { replace: true });
    else void revalidator.revalidate();
  }, [closeAll, navigate, revalidator, t]);

  const logoutNow = useCallback(async () => {
    await loginApi.disconnect(browserHttp()).catch(() => null);
    browserTokens().clear();
    window.dispatchEvent(new CustomEvent("parlay:logout"));
    const { routeId: id, lng: lang } = current.current;
    // A full load, so every part of the page (remotes, coupon, timers) starts as a guest's.
    if (isOfficeRoute(id)) window.location.replace(`/${lang}/`);
    else window.location.reload();
  }, []);

  const oneTapCredential = useCallback(
    async (credential: string) => {
      const { lng: lang, registrationOpen: canRegister } = current.current;
      const res = await browserHttp().request<OneTapAnswer>({
        path: "/social-api/oauth/google-one-tap",
        form: { credential, language: lang },
      });
      if (res.ok) {
        if (res.data.status === "ok") signedIn();
        else void navigate(res.data.redirectUrl);
        return;
      }
      const next = afterOneTapRefusal(res.error, canRegister);
      if (next === "register") {
        setManual(null);
        void navigate(`/${lang}/registration/socialregistration?from=one_tap`);
        return;
      }
      setAnnouncement(
        next === "registrationClosed" ? t("auth_error_registration_closed") : (errorText(res.error, t) ?? ""),
      );
    },
    [navigate, signedIn, t],
  );

  // The header's Log in is a link to /{lng}/?login=1; once hydrated we open the login in place instead.
  useEffect(() => {
    const onRedirect = (event: Event) => {
      const to = (event as CustomEvent<{ to?: unknown }>).detail?.to;
      if (typeof to !== "string" || current.current.authenticated) return;
      const url = new URL(to, window.location.origin);
      if (url.searchParams.get("login") !== "1" || url.searchParams.has("returnUrl")) return;
      event.stopPropagation();
      open({ kind: "login", variant: "dropdown" });
    };
    document.addEventListener("remote:redirect", onRedirect, true);
    return () => document.removeEventListener("remote:redirect", onRedirect, true);
  }, [open]);

  useEffect(() => {
    browserFingerprint();
    setTermsHandler(() => {
      if (!termsRedirectFrom(current.current.routeId)) return;
      const here = `${window.location.pathname}${window.location.search}`;
      void navigate(`/${current.current.lng}/confirm-terms?returnUrl=${encodeURIComponent(here)}`);
    });
    return () => setTermsHandler(null);
  }, [navigate]);

  // Rendered for a guest while the browser holds the signed-in cookies: either the session ended
  // elsewhere (a self-exclusion or time-out on another device, a password change) or the player
  // signed in from another tab after this page was rendered. Only the server can tell which: when
  // it knows no session, clear the cookies so the token store, the coupon and the next requests
  // agree with the page; when it knows one, the session watcher follows the login instead.
  useEffect(() => {
    if (authenticated || !hasSignedInMarker(document.cookie)) return;
    let stale = false;
    void checkSession().then((userId) => {
      if (stale || userId !== null) return;
      browserTokens().clear();
      void loginApi.disconnect(browserHttp()).catch(() => null);
    });
    return () => {
      stale = true;
    };
  }, [authenticated]);

  const onLoginChange = useCallback(
    (nowSignedIn: boolean) => {
      // The page thinks we are signed in but the session is gone: clear the cookies (spec 001 §4).
      if (!nowSignedIn) {
        browserTokens().clear();
        void loginApi.disconnect(browserHttp());
      }
      followLoginChange();
    },
    [followLoginChange],
  );

  const actions = useMemo<AuthActions>(
    () => ({
      lng,
      authenticated,
      routeId,
      oneTapScriptUrl,
      openLogin: (variant = "modal") => open({ kind: "login", variant }),
      openForgotPassword: () => open({ kind: "forgot" }),
      openLogout: () => open({ kind: "logout" }),
      logoutNow,
      signedIn,
      oneTapCredential,
    }),
    [lng, authenticated, routeId, oneTapScriptUrl, open, logoutNow, signedIn, oneTapCredential],
  );

  const active: Manual =
    manual ??
    (fromQuery?.kind === "login"
      ? { kind: "login", variant: "modal" }
      : fromQuery
        ? { kind: fromQuery.kind }
        : null);
  const loginOpen = active?.kind === "login" && !authenticated;
  const forgotOpen = active?.kind === "forgot" && !authenticated;
  const logoutOpen = active?.kind === "logout" && authenticated;
  const loginMounted = useOpenedOnce(loginOpen);
  const forgotMounted = useOpenedOnce(forgotOpen);
  const logoutMounted = useOpenedOnce(logoutOpen);
  const social = manual === null && fromQuery?.kind === "login" && fromQuery.social;
  // Registration from the login dialog comes back here (or to where the login was going).
  const returnUrl =
    safeReturnUrl(new URLSearchParams(location.search).get("returnUrl")) ??
    pageWithoutDialogs(location.pathname, location.search);

  return (
    <AuthContext.Provider value={actions}>
      {/* The one-tap client id for the remotes on the page (empty: one-tap is off here); React
          hoists it into <head>. The registration remote reads it instead of asking the server. */}
      <meta name={ONE_TAP_CLIENT_ID_META} content={page.site.oneTapClientId ?? ""} />
      {children}
      {/* One boundary each: a dialog whose code is loading never hides another. */}
      <Suspense fallback={null}>
        {loginMounted ? (
          <LoginDialog
            open={loginOpen}
            variant={active?.kind === "login" ? active.variant : "modal"}
            initial={social ? "login_password_two_step_code" : "login_password"}
            social={social}
            loginRequired={new URLSearchParams(location.search).has("returnUrl")}
            lng={lng}
            oneTapScriptUrl={oneTapScriptUrl}
            oneTapClientId={page.site.oneTapClientId}
            registrationHref={
              page.site.registrationOpen
                ? `/${lng}/registration?returnUrl=${encodeURIComponent(returnUrl)}`
                : null
            }
            onClose={closeAll}
            onSignedIn={(_userId, previous) => signedIn(previous)}
            onForgotPassword={() => open({ kind: "forgot" })}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {forgotMounted ? (
          <ForgotPasswordDialog
            open={forgotOpen}
            lng={lng}
            onClose={closeAll}
            onBackToLogin={() => open({ kind: "login", variant: "modal" })}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {logoutMounted ? <LogoutDialog open={logoutOpen} onCancel={closeAll} onConfirm={logout} /> : null}
      </Suspense>
      <CaptchaHost
        language={lng}
        register={setCaptchaSolver}
        texts={{
          title: t("captcha_title"),
          required: t("captcha_required"),
          again: t("captcha_again"),
          cancel: t("captcha_cancel"),
          close: t("auth_close"),
          loadFailed: t("captcha_load_failed"),
        }}
      />
      <SessionWatcher authenticated={authenticated} onLoginChange={onLoginChange} />
      <OneTapPrompt
        enabled={!authenticated && !isRegistrationRoute(routeId)}
        clientId={page.site.oneTapClientId}
        scriptUrl={oneTapScriptUrl}
        onCredential={(c) => void oneTapCredential(c)}
      />
      {previousLogin && (
        <PreviousLoginNotice
          text={previousLogin}
          closeLabel={t("auth_close")}
          onClose={() => setPreviousLogin(null)}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </AuthContext.Provider>
  );
}

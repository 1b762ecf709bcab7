import { readCookie } from "@parlay/web";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useAuthActions } from "../auth/auth-context.tsx";
import { isRegistrationRoute } from "../auth/redirect-after-login.ts";
import { useOpenedOnce } from "../chrome/deferred.ts";
import type { PageData } from "../server/page-loader.server.ts";
import { AGE_COOKIE, needsAgeGate } from "./age-gate.ts";
import { AgeGateDialog } from "./age-gate-dialog.tsx";
import { AutoLogoff, AutoLogoffNotice } from "./auto-logoff.tsx";
import { RegistrationReminder } from "./registration-reminder.tsx";
import "./responsible.css";

// The session limit and reality check run for signed-in players only: guests never load their code.
const PlayGuard = lazy(() => import("./play-guard.tsx").then((m) => ({ default: m.PlayGuard })));

const SetLimitsDialog = lazy(() =>
  import("./set-limits-dialog.tsx").then((m) => ({ default: m.SetLimitsDialog })),
);

/** `?setLimits=1` opens the set-limits modal for a signed-in player. */
export const SET_LIMITS_QUERY = "setLimits";

function dropSetLimitsQuery(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SET_LIMITS_QUERY)) return;
  url.searchParams.delete(SET_LIMITS_QUERY);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The shell's responsible-gaming tools on every default-layout page (spec 000 §1, §4–§9; spec 001
 * §2): the age popup, inactivity auto-logoff and its notice, the registration reminder for guests,
 * the session limit and reality check, and the set-limits modal. Lives inside AuthHost (it logs out
 * and opens the login through it).
 */
export function ResponsibleHost({ page }: { page: PageData }) {
  const auth = useAuthActions();
  const location = useLocation();
  const { authenticated, lng } = page;
  const rg = page.site.responsible;
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [setLimitsOpen, setSetLimitsOpen] = useState(false);

  useEffect(() => {
    const read = () =>
      setAgeConfirmed(
        !needsAgeGate(rg.needShowAgePopup, readCookie(document.cookie, AGE_COOKIE), Date.now()),
      );
    read();
    window.addEventListener("parlay:age-confirmed", read);
    return () => window.removeEventListener("parlay:age-confirmed", read);
  }, [rg.needShowAgePopup]);

  useEffect(() => {
    if (authenticated && new URLSearchParams(location.search).get(SET_LIMITS_QUERY) === "1")
      setSetLimitsOpen(true);
  }, [authenticated, location.search]);

  const limitsOpen = setLimitsOpen && authenticated;
  const limitsMounted = useOpenedOnce(limitsOpen);
  const logoutNow = useCallback(async () => {
    if (auth) await auth.logoutNow();
  }, [auth]);

  return (
    <>
      <AgeGateDialog enabled={rg.needShowAgePopup} minAge={page.site.minAge} />
      <AutoLogoff
        enabled={rg.isAutoLogoffEnable}
        minutes={rg.autoLogoffInactiveMinutes}
        authenticated={authenticated}
        logoutNow={logoutNow}
      />
      {authenticated ? null : <AutoLogoffNotice onLogin={() => auth?.openLogin("modal")} />}
      <RegistrationReminder
        config={rg.remindPopupConfig}
        active={
          !authenticated && ageConfirmed && page.site.registrationOpen && !isRegistrationRoute(page.route.id)
        }
        registrationHref={`/${lng}/registration`}
      />
      {authenticated ? (
        <Suspense fallback={null}>
          <PlayGuard authenticated logoutNow={logoutNow} />
        </Suspense>
      ) : null}
      {limitsMounted ? (
        <Suspense fallback={null}>
          <SetLimitsDialog
            open={limitsOpen}
            onClose={() => {
              setSetLimitsOpen(false);
              dropSetLimitsQuery();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { elapsed } from "@parlay/domain/limits";
import { displayAmount } from "@parlay/i18n/amount";
import { browserHttp, CloseButton, limitsApi, Modal, type PlayPosition } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../i18n.tsx";
import { browserRealityMemory, browserTimers } from "./browser.ts";
import { type PingOutcome, type PlayTimers, playLimitsOf, startPlayTimers } from "./play-timers.ts";
import { elapsedText, figuresOf, type SessionFigures } from "./reality.ts";

/** The office's Responsible page (and the set-limits dialog) say so after every change. */
export const LIMITS_CHANGED_EVENT = "parlay:limits-changed";

/** Refusals that mean the player has no session any more (signed out, or excluded on another device). */
const SIGNED_OUT_CODES = new Set(["SELF_EXCLUDED", "TIMED_OUT", "SESSION_LIMIT_REACHED"]);

/** What a ping's answer means for the page (play-timers.ts). */
export function pingOutcome(res: { ok: boolean; error?: { status: number; code: string } }): PingOutcome {
  if (res.ok) return "ok";
  if (res.error?.code === "SESSION_LIMIT_REACHED") return "ended";
  if (res.error?.status === 401 || SIGNED_OUT_CODES.has(res.error?.code ?? "")) return "signedOut";
  return "ok"; // a network hiccup or a server error: the next ping asks again
}

/**
 * A signed-in player's session limit and reality check (spec 000 §4, §7, §8, §9; spec 001 §2):
 * reads `GET limits`, and while a session limit or a reality check is in force runs the clocks of
 * play-timers.ts — the 30 s ping, the permanent session-limit notice, the reality-check modal.
 */
export function PlayGuard({
  authenticated,
  logoutNow,
}: {
  authenticated: boolean;
  logoutNow: () => Promise<void>;
}) {
  const { lng } = useT();
  const [ended, setEnded] = useState(false);
  const [check, setCheck] = useState<SessionFigures | null>(null);
  const [generation, setGeneration] = useState(0);
  const play = useRef<PlayTimers | null>(null);
  const logout = useRef(logoutNow);
  logout.current = logoutNow;

  useEffect(() => {
    const changed = () => setGeneration((n) => n + 1);
    window.addEventListener(LIMITS_CHANGED_EVENT, changed);
    return () => window.removeEventListener(LIMITS_CHANGED_EVENT, changed);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` restarts the clocks after a limits change.
  useEffect(() => {
    if (!authenticated) return;
    const api = limitsApi(browserHttp(), lng);
    const abort = new AbortController();
    let timers: PlayTimers | null = null;
    void (async () => {
      const res = await api.limits(abort.signal);
      if (!res.ok || abort.signal.aborted) return;
      const limits = playLimitsOf(res.data.limitsData);
      if (limits.sessionHours === null && limits.realityCheckMinutes === null) return;
      // The first ping starts (or keeps) this sign-in's play session and answers its figures.
      const first = await api.ping();
      if (abort.signal.aborted) return;
      const outcome = pingOutcome(first);
      if (outcome === "ended") return setEnded(true);
      if (outcome === "signedOut") return void logout.current();
      const figures = figuresOf(first.ok ? first.data.session : res.data.session);
      timers = startPlayTimers({
        timers: browserTimers,
        limits,
        // Without the server's figures the page's own start stands in (docs/responsible-gaming-front-end.md).
        session: figures ?? { startedAt: Date.now(), remainingMs: null },
        ping: async () => pingOutcome(await api.ping()),
        onSessionEnded: () => setEnded(true),
        onSignedOut: () => void logout.current(),
        answered: browserRealityMemory,
        onRealityCheck: () => {
          void api.ping().then((answer) => {
            if (pingOutcome(answer) === "signedOut") return void logout.current();
            const now = answer.ok ? figuresOf(answer.data.session) : null;
            setCheck(
              now ?? { startedAt: figures?.startedAt ?? Date.now(), remainingMs: null, positions: null },
            );
          });
        },
      });
      play.current = timers;
    })();
    return () => {
      abort.abort();
      timers?.stop();
      play.current = null;
    };
  }, [authenticated, lng, generation]);

  if (!authenticated) return null;
  return (
    <>
      <SessionLimitNotice open={ended} onDone={logoutNow} />
      <RealityCheckDialog
        // The session-limit notice wins: a reality check is moot once the session has ended.
        figures={ended ? null : check}
        lng={lng}
        onContinue={() => {
          setCheck(null);
          play.current?.realityCheckAnswered();
        }}
        onStop={logoutNow}
      />
    </>
  );
}

/** Spec 000 §8: a permanent notice; closing or confirming logs the player out. */
function SessionLimitNotice({ open, onDone }: { open: boolean; onDone: () => Promise<void> }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const done = () => {
    if (busy) return;
    setBusy(true);
    void onDone();
  };
  return (
    <Modal
      open={open}
      onClose={done}
      labelledBy={titleId}
      describedBy={textId}
      className="rg-dialog rg-session-ended"
    >
      <CloseButton label={t("rg_close")} onClick={done} />
      <h2 id={titleId}>{t("main_session_limit_ended")}</h2>
      <p id={textId}>{t("main_session_limit_visit_tomorrow")}</p>
      <p className="modal__actions">
        <button type="button" className="button button--primary" onClick={done} aria-busy={busy}>
          {t("rg_ok")}
        </button>
      </p>
    </Modal>
  );
}

/**
 * The reality check (spec 001 §2; UKGC RTS 13, RTS 2E): the session's time so far (h:mm:ss, ticking)
 * and its net position; the player must answer — continue, stop (log out), or see the history.
 */
function RealityCheckDialog({
  figures,
  lng,
  onContinue,
  onStop,
}: {
  figures: SessionFigures | null;
  lng: string;
  onContinue: () => void;
  onStop: () => Promise<void>;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!figures) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [figures]);

  const positions = figures?.positions ?? null;
  const money = (pick: (p: PlayPosition) => string) =>
    (positions ?? []).map((p) => `${displayAmount(pick(p), lng)} ${p.currency}`).join(" · ");

  return (
    <Modal
      open={figures !== null}
      onClose={() => {}}
      dismissible={false}
      labelledBy={titleId}
      describedBy={textId}
      className="rg-dialog rg-reality"
    >
      {figures ? (
        <>
          <h2 id={titleId}>{t("reality_check_title")}</h2>
          <p id={textId}>{t("reality_check_text")}</p>
          <dl className="rg-figures">
            <div>
              <dt>{t("reality_check_elapsed")}</dt>
              <dd data-testid="reality-elapsed" dir="ltr">
                {elapsedText(elapsed(now - figures.startedAt), lng)}
              </dd>
            </div>
            {positions && positions.length > 0 ? (
              <>
                <div>
                  <dt>{t("reality_check_net")}</dt>
                  <dd data-testid="reality-net" dir="ltr">
                    {money((p) => p.netPosition)}
                  </dd>
                </div>
                <div>
                  <dt>{t("reality_check_staked")}</dt>
                  <dd dir="ltr">{money((p) => p.staked)}</dd>
                </div>
                <div>
                  <dt>{t("reality_check_won")}</dt>
                  <dd dir="ltr">{money((p) => p.won)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          {positions === null ? <p className="rg-note">{t("reality_check_unavailable")}</p> : null}
          {positions?.length === 0 ? <p className="rg-note">{t("reality_check_no_play")}</p> : null}
          <p className="modal__actions">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog must be answered; its first answer takes focus. */}
            <button type="button" className="button button--primary" onClick={onContinue} autoFocus>
              {t("reality_check_continue")}
            </button>
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => {
                if (busy) return;
                setBusy(true);
                void onStop();
              }}
            >
              {t("reality_check_stop")}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                onContinue();
                void navigate(`/${lng}/office/history`);
              }}
            >
              {t("reality_check_history")}
            </button>
          </p>
        </>
      ) : null}
    </Modal>
  );
}

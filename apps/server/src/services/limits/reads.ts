/**
 * The limits service's reads, as plain functions: the GET routes (routes-state.ts) answer with them,
 * and the office's server render of the Responsible page calls them in process (through index.ts)
 * for the player of a render grant, so the page arrives with exactly what the browser would read.
 */
import type { Db } from "@parlay/db";
import { LIMIT_TYPES } from "@parlay/domain/limits";
import type { z } from "zod";
import { type ConfigStore, mainHostOfGroup } from "../config/index.ts";
import { type LimitsSiteConfig, limitsConfigOf, offeredValues } from "./config.ts";
import { playerEntities } from "./entities.ts";
import { livePlaySession, realityCheckView, recentPlay, sessionLimitView } from "./play.ts";
import type { availableAnswer, historyAnswer, limitsAnswer, reasonsAnswer, sessionView } from "./schemas.ts";
import { type LimitsInForce, limitHistory, limitsInForce, toSeconds } from "./store.ts";
import { limitLabel, optionTexts, SELF_EXCLUDE_REASONS, type TextLanguage } from "./texts.ts";

export function restrictionOf(r: LimitsInForce["restrictions"]) {
  return {
    status: r.status,
    code: r.code,
    until: r.until,
    bet: r.bet,
    deposit: r.deposit,
    withdraw: r.withdraw,
    changeLimits: r.changeLimits,
  };
}

/** This sign-in's play session (session limit, reality check), or null before its first ping. */
export async function playSessionView(
  db: Db,
  userId: bigint,
  state: LimitsInForce,
  now: Date,
  startedAt: Date | null,
): Promise<z.infer<typeof sessionView> | null> {
  if (!startedAt) return null;
  const nowMs = now.getTime();
  const sessionLimit = sessionLimitView(state.sessionHours, await recentPlay(db, userId, now), nowMs);
  const realityCheck =
    state.realityCheckMinutes === null
      ? null
      : await realityCheckView(db, userId, state.realityCheckMinutes, startedAt, now);
  return {
    startedAt: startedAt.getTime(),
    now: nowMs,
    elapsedMs: Math.max(0, nowMs - startedAt.getTime()),
    sessionLimit,
    realityCheck,
  };
}

/** GET limits: the player's limits of the offered types, the restriction, this sign-in's play session. */
export async function readPlayerLimits(
  db: Db,
  player: { userId: bigint; sessionId: string },
  cfg: LimitsSiteConfig,
  lng: TextLanguage,
  now: Date,
): Promise<z.input<typeof limitsAnswer>> {
  const state = await limitsInForce(db, player.userId, now);
  const play = await livePlaySession(db, player.sessionId, now);
  return {
    limitsData: await playerEntities(db, player.userId, cfg, lng, now),
    restriction: restrictionOf(state.restrictions),
    session: await playSessionView(db, player.userId, state, now, play?.started_at ?? null),
  };
}

/** GET availablelimits: what the site offers, each type as an INACTIVE Limit with its values and texts. */
export function availableLimits(cfg: LimitsSiteConfig, lng: TextLanguage): z.input<typeof availableAnswer> {
  return {
    availableLimits: [...cfg.available],
    limitActionMethod: cfg.method,
    limitsData: cfg.available.map((limitType) => {
      const info = LIMIT_TYPES[limitType];
      const offered = offeredValues(cfg, limitType) ?? info.availableValues;
      return {
        limitType,
        limitState: "INACTIVE" as const,
        limitValue: info.noLimitValue ?? 0,
        limitBalance: null,
        needApprove: false,
        startedAt: 0,
        endsAt: null,
        availableValues: [...offered],
        measure: info.measure,
        label: limitLabel(lng, limitType),
        optionsMap: optionTexts(lng, limitType, offered),
      };
    }),
  };
}

/** GET reasons/selfexclude. */
export function selfExcludeReasons(lng: TextLanguage): z.input<typeof reasonsAnswer> {
  return { reasons: SELF_EXCLUDE_REASONS.map((r) => ({ id: r.id, title: r.text[lng] })) };
}

/** GET history: the player's history of limit changes, oldest first, times in seconds. */
export async function readLimitHistory(db: Db, userId: bigint): Promise<z.input<typeof historyAnswer>> {
  const rows = await limitHistory(db, userId);
  return {
    history: rows.map((r) => ({
      id: Number(r.id),
      limitType: r.limit_type,
      action: r.action,
      value: r.value,
      currency: r.currency,
      endsAt: r.ends_at ? toSeconds(r.ends_at) : null,
      actor: r.actor,
      reasonIds: Array.isArray(r.reason_ids) ? r.reason_ids : [],
      at: toSeconds(r.at),
    })),
  };
}

/**
 * The limits config of a site (d.modules) for a render that knows the player's site but not the
 * request's host: the config of the site's main domain, default country (as the VIP manager's read).
 */
export async function groupLimitsConfig(
  db: Db,
  store: ConfigStore,
  groupId: number,
): Promise<LimitsSiteConfig> {
  const host = await mainHostOfGroup(db, groupId);
  if (!host) return limitsConfigOf({});
  const { data } = await store.getGroups({ host, groups: ["d.modules"] });
  return limitsConfigOf(data["d.modules"]);
}

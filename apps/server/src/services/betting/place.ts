/**
 * Placing a coupon (spec 001 §3–§5), every type 0–9:
 *
 * 1. the body becomes a Plan (parse.ts) — 4xx before any read;
 * 2. one read (placement-read.ts): the account, an answer already stored under the key (replayed
 *    at once, whatever the catalogue does now) and the current state of the outcomes. A line
 *    coupon whose outcomes and account were read a moment ago by another placement skips it and is
 *    checked against that remembered state, which the write then verifies (placement-cache.ts);
 * 3. the engine checks the coupon against that state (check.ts): odds under the player's policy,
 *    suspensions, finished games, the rules, limits. A live coupon then waits the live acceptance
 *    delay (outside any transaction), is read again and checked again — the odds, suspensions and
 *    (drop on score change) scores of that moment;
 * 4. the checked coupon(s) go to the group-commit writer (placement-writer.ts), which writes them
 *    with other placements in one call of bet_place_coupons: key and answer, codes, stakes
 *    through the ledger, coupons, legs — or the stored INSUFFICIENT_FUNDS refusal.
 *
 * The price a coupon is accepted at is the catalogue's state read in step 2 (after the delay for
 * a live coupon; for remembered state, the state the write found unchanged); the write follows
 * within milliseconds. A refusal in step 3 stores nothing (the same key may be sent again); the
 * balance refusal of step 4 is stored and replayed.
 */
import type { Db } from "@parlay/db";
import { AppError } from "../../http/errors.ts";
import { replayStored, requestHash } from "../wallet/index.ts";
import { type Checked, checkPlacement } from "./check.ts";
import { type LiveDelayWait, waitLiveDelay } from "./live-delay.ts";
import { type Plan, parsePlan } from "./parse.ts";
import { type PlacementCache, placementCache } from "./placement-cache.ts";
import { placementItem } from "./placement-item.ts";
import {
  accountOf,
  noAccount,
  PLACE_OPERATION,
  type PlacementRead,
  readPlacement,
} from "./placement-read.ts";
import { type PlacementResult, placementWriter } from "./placement-writer.ts";
import type { BettingSettings } from "./settings.ts";
import type { PlaceBody } from "./views.ts";

export interface PlaceResult {
  statusCode: number;
  /** The answer as JSON text: a replay is byte-identical to the first answer. */
  text: string;
  replayed: boolean;
}

/** A code drawn twice (one in 2^40) fails its write: draw again, a few times at most. */
const CODE_ATTEMPTS = 4;

const isCodeCollision = (err: unknown) =>
  (err as { code?: unknown; constraint?: unknown }).code === "23505" &&
  (err as { constraint?: unknown }).constraint === "bet_coupon_code_pkey";

function answer(result: PlacementResult, hash: string, body: PlaceBody): PlaceResult {
  switch (result.o_kind) {
    case "placed":
      return { statusCode: 201, text: result.o_response as string, replayed: false };
    case "refused": // stored just now: thrown like its replays will be
    case "replay": {
      const stored = {
        requestHash: result.o_kind === "refused" ? hash : (result.o_hash as string),
        status: result.o_status as string,
        statusCode: result.o_status_code,
        response: result.o_response,
      };
      return { ...replayStored(stored, hash), replayed: true };
    }
    case "account":
      // Closed or removed between the read and the write.
      throw noAccount(body);
    case "stale":
      throw new Error("a placement checked against a fresh read came back stale");
  }
}

function check(
  read: PlacementRead,
  body: PlaceBody,
  plan: Plan,
  settings: BettingSettings,
  scoresBefore?: Map<number, string>,
): Checked {
  const account = accountOf(read, body);
  return checkPlacement(
    plan,
    read.outcomes.map((o) => o.bet),
    settings,
    { isBonusAccount: account.isBonus, ...(scoresBefore ? { scoresBefore } : {}) },
  );
}

interface Placement {
  db: Db;
  cache: PlacementCache;
  userId: bigint;
  body: PlaceBody;
  plan: Plan;
  hash: string;
  settings: BettingSettings;
  waitLiveDelay: LiveDelayWait;
}

export async function placeCoupon(
  db: Db,
  userId: bigint,
  body: PlaceBody,
  settings: BettingSettings,
  wait: LiveDelayWait = waitLiveDelay,
): Promise<PlaceResult> {
  const p: Placement = {
    db,
    cache: placementCache(db),
    userId,
    body,
    plan: parsePlan(body),
    hash: requestHash({ operation: PLACE_OPERATION, request: body }),
    settings,
    waitLiveDelay: wait,
  };
  const remembered = p.cache.lookup(userId, body);
  if (remembered) {
    const placed = await placeOnRemembered(p, remembered);
    if (placed) return placed;
  }
  return placeOnRead(p);
}

/**
 * A line coupon checked against remembered state; null when that cannot decide it — any refusal
 * (decided again on a fresh read, which also replays a used key), a live coupon (it waits and
 * reads anyway), or state the write found changed.
 */
async function placeOnRemembered(p: Placement, read: PlacementRead): Promise<PlaceResult | null> {
  let checked: Checked;
  try {
    checked = check(read, p.body, p.plan, p.settings);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  if (checked.isLive) return null;
  const result = await write(p, read, checked, 0, true);
  if (result.o_kind === "stale") p.cache.forget(p.body.bets.map((b) => b.outcomeId));
  else if (result.o_kind === "account") p.cache.forgetAccount(p.userId, p.body);
  else return answer(result, p.hash, p.body);
  return null;
}

async function placeOnRead(p: Placement): Promise<PlaceResult> {
  const { db, userId, body, plan, settings } = p;
  let read = await readPlacement(db, userId, body);
  if (read.answered) return { ...replayStored(read.answered, p.hash), replayed: true };
  p.cache.remember(userId, body, read);
  let checked = check(read, body, plan, settings);
  let acceptedAfterMs = 0;
  if (checked.isLive && settings.liveDelayMs > 0) {
    // Live acceptance delay: the request waits, then everything is read and checked again.
    acceptedAfterMs = await p.waitLiveDelay(settings.liveDelayMs);
    const scoresBefore = checked.scores;
    read = await readPlacement(db, userId, body);
    if (read.answered) return { ...replayStored(read.answered, p.hash), replayed: true };
    checked = check(read, body, plan, settings, scoresBefore);
  }
  return answer(await write(p, read, checked, acceptedAfterMs, false), p.hash, body);
}

/** Hands the checked coupon(s) to the writer; a coupon code drawn twice is drawn again. */
async function write(
  p: Placement,
  read: PlacementRead,
  checked: Checked,
  acceptedAfterMs: number,
  verify: boolean,
): Promise<PlacementResult> {
  const account = accountOf(read, p.body);
  const outcomes = new Map(read.outcomes.map((o) => [o.bet.market.id, o]));
  const writer = placementWriter(p.db);
  for (let attempt = 1; ; attempt++) {
    const item = placementItem({
      userId: p.userId,
      idempotencyKey: p.body.idempotencyKey,
      hash: p.hash,
      account,
      plan: p.plan,
      drafts: checked.drafts,
      isLive: checked.isLive,
      acceptedAfterMs,
      outcomes,
      placedAt: new Date(),
      verify,
    });
    try {
      return await writer.write(account.id, `${p.userId}:${p.body.idempotencyKey}`, item);
    } catch (err) {
      if (!isCodeCollision(err) || attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}

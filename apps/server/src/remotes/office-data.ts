import { CASINO_HISTORY_PAGE_SIZE, casinoHistoryAnswer } from "@parlay/contracts/casino-history";
import { messagesAnswer, ticketsAnswer } from "@parlay/contracts/support";
import { personalDataAnswer, verificationAnswer } from "@parlay/contracts/verification";
import type { Db } from "@parlay/db";
import {
  couponQuery,
  historySearch,
  LIST_PAGE_SIZE,
  OFFICE_APP_NAME,
  type OfficeData,
  type OfficeDataSource,
} from "@parlay/remote-office";
import { z } from "zod";
import { couponHistory, couponHistoryAnswer, couponHistoryQuery } from "../services/betting/index.ts";
import {
  casinoHistoryQuery,
  casinoRounds,
  noVerifyLinks,
  type VerifyLinksOf,
} from "../services/casino/index.ts";
import {
  availableAnswer,
  availableLimits,
  groupLimitsConfig,
  historyAnswer,
  limitsAnswer,
  readLimitHistory,
  readPlayerLimits,
  reasonsAnswer,
  selfExcludeReasons,
  textLanguage,
} from "../services/limits/index.ts";
import {
  cashierAnswer,
  cashierQuery,
  pageOnlyQuery,
  paymentHistoryAnswer,
  paymentHistoryQuery,
  paymentRequestsAnswer,
  readCashier,
  readPaymentHistory,
  readPaymentRequests,
  readReceipt,
  readTopicTransaction,
  readTopicTransactions,
  receiptAnswer,
  topicTransactionAnswer,
  topicTransactionsAnswer,
} from "../services/payments/index.ts";
import {
  type GrantedPlayer,
  liveSessions,
  loginHistory,
  loginHistoryAnswer,
  type PlayersRuntime,
  type RenderGrants,
  readPlayerSettings,
  referralsAnswer,
  referralsOf,
  securityAnswer,
  securitySummary,
  sessionsAnswer,
  settingsAnswer,
  timezoneChoices,
  timezonesAnswer,
} from "../services/session/index.ts";
import { listMessages, MESSAGES_PAGE_SIZE, playerTickets } from "../services/support/index.ts";
import { managerAnswer, managerOfSite } from "../services/users/index.ts";
import { readPersonalData, readVerification } from "../services/verification/index.ts";
import {
  accountStoreAnswer,
  balanceAnswer,
  readAccountStore,
  readBalance,
} from "../services/wallet/index.ts";

export interface OfficeDataDeps {
  db: Db;
  /** The wallet service's currency of a lazily created main account. */
  defaultCurrency: string;
  /** The players' runtime (users and sessions), for the security and settings pages. */
  players: PlayersRuntime;
  /** The casino tab's verifier links of in-house rounds (the originals service's; default none). */
  verifyLinks?: VerifyLinksOf;
}

/**
 * The office's reads for one player, in this process: the functions the GET routes call (through
 * each service's index.ts), with the route's query schema applied to the query the browser would
 * send and the route's answer schema to the result, so a page renders with exactly what the browser
 * would have been answered. The player comes only from a verified render grant.
 */
export function inProcessOfficeData(deps: OfficeDataDeps, player: GrantedPlayer): OfficeData {
  const { db, defaultCurrency, players } = deps;
  const { userId, session } = player;
  // As the response serializer writes it: encoded by the schema, then JSON (undefined fields drop out).
  const answer = async <S extends z.ZodType>(schema: S, value: Promise<unknown>): Promise<z.output<S>> =>
    JSON.parse(JSON.stringify(z.encode(schema, (await value) as z.output<S>)));
  const page = (n: number) => pageOnlyQuery.parse({ page: String(n), pageSize: String(LIST_PAGE_SIZE) });
  // The limits config of the player's site, read once per render (the grant knows the site, not the host).
  let limitsConfig: ReturnType<typeof groupLimitsConfig> | undefined;
  const siteLimits = () => {
    limitsConfig ??= groupLimitsConfig(db, players.config, player.groupId);
    return limitsConfig;
  };
  return {
    balance: () => answer(balanceAnswer, readBalance(db, userId, defaultCurrency)),
    accounts: () => answer(accountStoreAnswer, readAccountStore(db, userId, defaultCurrency)),
    cashier: () => answer(cashierAnswer, readCashier(db, userId, cashierQuery.parse({}), defaultCurrency)),
    history: async (filters) => {
      const query = paymentHistoryQuery.parse(historySearch(filters));
      return answer(paymentHistoryAnswer, readPaymentHistory(db, userId, query, defaultCurrency));
    },
    coupons: async (filters) => {
      const query = couponHistoryQuery.parse(couponQuery(filters));
      return answer(couponHistoryAnswer, couponHistory(db, userId, query));
    },
    paycheck: (paymentId) => answer(receiptAnswer, readReceipt(db, userId, BigInt(paymentId))),
    requests: (n) => answer(paymentRequestsAnswer, readPaymentRequests(db, userId, page(n))),
    topicTransactions: (topicId, n) =>
      answer(topicTransactionsAnswer, readTopicTransactions(db, userId, topicId, page(n))),
    transaction: (topicId, transactionId) =>
      answer(topicTransactionAnswer, readTopicTransaction(db, userId, topicId, BigInt(transactionId))),
    messages: (n) => answer(messagesAnswer, listMessages(db, userId, n, MESSAGES_PAGE_SIZE)),
    security: () => answer(securityAnswer, securitySummary(players, session)),
    sessions: () => answer(sessionsAnswer, liveSessions(players, session)),
    logins: () => answer(loginHistoryAnswer, loginHistory(players, session)),
    settings: () => answer(settingsAnswer, readPlayerSettings(players, session)),
    timezones: () => answer(timezonesAnswer, Promise.resolve(timezoneChoices())),
    personalData: () => answer(personalDataAnswer, readPersonalData(db, userId)),
    referrals: () => answer(referralsAnswer, referralsOf(players, session)),
    manager: () => answer(managerAnswer, managerOfSite(players, player.groupId)),
    verification: () => answer(verificationAnswer, readVerification(db, userId)),
    casinoHistory: (n) =>
      answer(
        casinoHistoryAnswer,
        casinoRounds(
          db,
          userId,
          casinoHistoryQuery.parse({ page: String(n) }).page,
          CASINO_HISTORY_PAGE_SIZE,
          deps.verifyLinks ?? noVerifyLinks,
        ),
      ),
    // The limits answers' limitType is a number in the schema; the service only ever writes offered
    // type ids (its entities come from LIMIT_TYPES), which is what the office's types say.
    limits: async (lang) =>
      (await answer(
        limitsAnswer,
        readPlayerLimits(
          db,
          { userId, sessionId: session.row.id },
          await siteLimits(),
          textLanguage(lang),
          players.now(),
        ),
      )) as Awaited<ReturnType<OfficeData["limits"]>>,
    availableLimits: async (lang) =>
      (await answer(
        availableAnswer,
        Promise.resolve(availableLimits(await siteLimits(), textLanguage(lang))),
      )) as Awaited<ReturnType<OfficeData["availableLimits"]>>,
    limitHistory: () => answer(historyAnswer, readLimitHistory(db, userId)),
    selfExcludeReasons: (lang) =>
      answer(reasonsAnswer, Promise.resolve(selfExcludeReasons(textLanguage(lang)))),
    tickets: (kind) =>
      answer(
        ticketsAnswer,
        playerTickets(db, userId, kind).then((items) => ({ items })),
      ),
  };
}

/**
 * The office's data source in the server's process: a render that carries a grant this server
 * verifies (signature, expiry, live session, issued to the office) reads that player's data in
 * process; anything else (a guest, a forged or stale grant) is a frame without data.
 */
export function inProcessOfficeSource(deps: OfficeDataDeps, grants: RenderGrants): OfficeDataSource {
  return async (ctx) => {
    if (!ctx.grant) return null;
    const player = await grants.verify(ctx.grant);
    if (player?.app !== OFFICE_APP_NAME) return null;
    return inProcessOfficeData(deps, player);
  };
}

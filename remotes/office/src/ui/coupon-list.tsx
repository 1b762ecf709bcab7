import type { Clock } from "@parlay/domain/language";
import type { ReactNode } from "react";
import type { CouponBetView, CouponView } from "../api/betting-types.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import {
  couponStatusKey,
  couponTypeName,
  gameName,
  legStatusKey,
  legStatusName,
  marketName,
  outcomeName,
  possibleWinOf,
  totalCoef,
} from "../pages/coupon-facts.ts";
import { useDateTime } from "./format.ts";

export interface CouponListProps {
  coupons: readonly CouponView[];
  t: OfficeDictionary;
  lang: string;
  basePath: string;
  clock: Clock;
  /** When the list was loaded (ms): a not-started leg whose game has begun is "waiting for the result". */
  now: number;
  expanded: ReadonlySet<number>;
  onToggle: (couponId: number) => void;
  onLoadAgain: (coupon: CouponView) => void;
  onCopy: (coupon: CouponView) => void;
}

/**
 * The coupons of the bet history as a list of articles (one per coupon, newest first): the facts
 * as a description list, the actions, and the selections behind a disclosure button
 * (aria-expanded / aria-controls). Cards rather than a wide table, so 390 px screens need no
 * sideways scrolling. Presentational: the page owns the data and what is expanded.
 */
export function CouponList(props: CouponListProps) {
  const { coupons, t } = props;
  return (
    <ol className="po-coupons" aria-label={t.bets.listLabel}>
      {coupons.map((coupon) => (
        <CouponItem key={coupon.id} coupon={coupon} {...props} />
      ))}
    </ol>
  );
}

function Fact({ label, children, name }: { label: string; children: ReactNode; name: string }) {
  return (
    <div className="po-fact" data-fact={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CouponItem({
  coupon,
  t,
  lang,
  basePath,
  clock,
  now,
  expanded,
  onToggle,
  onLoadAgain,
  onCopy,
}: CouponListProps & { coupon: CouponView }) {
  const when = useDateTime(lang, clock);
  const id = coupon.id;
  const open = expanded.has(id);
  const statusKey = couponStatusKey(coupon.status);
  const symbol = currencySymbol(coupon.currency);
  const money = (amount: string) => displayMoney(amount, symbol, lang);
  const coef = totalCoef(coupon);
  const win = possibleWinOf(coupon);
  const titleId = `po-coupon-${id}-title`;
  const legsId = `po-coupon-${id}-legs`;
  return (
    <li className="po-coupon" data-coupon-id={id} data-type-id={coupon.typeId} data-coupon-status={statusKey}>
      <article aria-labelledby={titleId}>
        <header className="po-coupon__head">
          <h3 id={titleId}>{fill(t.bets.coupon, { id })}</h3>
          <span className="po-status" data-status={statusKey}>
            {t.bets.couponStatuses[statusKey]}
          </span>
          {coupon.isLive ? <span className="po-tag">{t.bets.live}</span> : null}
          {coupon.isVipBet ? <span className="po-tag">{t.bets.vip}</span> : null}
        </header>
        <dl className="po-coupon__facts">
          <Fact name="type" label={t.bets.typeLabel}>
            {couponTypeName(coupon, t)}
          </Fact>
          <Fact name="placed" label={t.bets.placed}>
            {when(coupon.placedAt)}
          </Fact>
          {coupon.code ? (
            <Fact name="code" label={t.bets.code}>
              <code dir="ltr" translate="no">
                {coupon.code}
              </code>
            </Fact>
          ) : null}
          <Fact name="amount" label={t.bets.amount}>
            <span dir="ltr">{money(coupon.amount)}</span>
          </Fact>
          {coef !== null ? (
            <Fact name="coef" label={t.bets.coef}>
              <span dir="ltr">{coef}</span>
            </Fact>
          ) : null}
          {win !== null ? (
            <Fact name="possible-win" label={t.bets.possibleWin}>
              <span dir="ltr">{money(win)}</span>
            </Fact>
          ) : null}
          {coupon.returnAmount !== null ? (
            <Fact name="return" label={t.bets.returnAmount}>
              <span dir="ltr">{money(coupon.returnAmount)}</span>
            </Fact>
          ) : null}
          {coupon.settledAt ? (
            <Fact name="settled" label={t.bets.settled}>
              {when(coupon.settledAt)}
            </Fact>
          ) : null}
        </dl>
        <div className="po-actions po-coupon__actions">
          <button
            type="button"
            className="po-button po-button--ghost po-disclosure"
            aria-expanded={open}
            aria-controls={legsId}
            onClick={() => onToggle(id)}
          >
            {open ? t.bets.hideLegs : fill(t.bets.showLegs, { count: coupon.bets.length })}
          </button>
          {coupon.code ? (
            <button
              type="button"
              className="po-button"
              aria-label={fill(t.bets.loadAgainLabel, { id })}
              onClick={() => onLoadAgain(coupon)}
            >
              {t.bets.loadAgain}
            </button>
          ) : null}
          <a
            className="po-button po-button--ghost"
            href={`${basePath}/print-coupon/${id}`}
            aria-label={fill(t.bets.printLabel, { id })}
          >
            {t.bets.print}
          </a>
          {coupon.code ? (
            <button
              type="button"
              className="po-button po-button--ghost"
              aria-label={fill(t.bets.copyLabel, { id })}
              onClick={() => onCopy(coupon)}
            >
              {t.bets.copy}
            </button>
          ) : null}
        </div>
        <div id={legsId} className="po-legs" hidden={!open}>
          <ol aria-label={fill(t.bets.legsLabel, { id })}>
            {coupon.bets.map((bet, index) => (
              <Leg
                // biome-ignore lint/suspicious/noArrayIndexKey: a coupon may hold one outcome twice (blocks), so the leg's position completes its key
                key={`${bet.outcomeId}-${index}`}
                bet={bet}
                t={t}
                lang={lang}
                clock={clock}
                now={now}
              />
            ))}
          </ol>
        </div>
      </article>
    </li>
  );
}

function Leg({
  bet,
  t,
  lang,
  clock,
  now,
}: {
  bet: CouponBetView;
  t: OfficeDictionary;
  lang: string;
  clock: Clock;
  now: number;
}) {
  const when = useDateTime(lang, clock);
  const key = legStatusKey(bet, now);
  return (
    <li className="po-leg" data-outcome-id={bet.outcomeId} data-leg-status={bet.statusId}>
      <p className="po-leg__game">
        <span className="po-leg__teams">{gameName(bet, t)}</span>
        {bet.banker ? <span className="po-tag po-tag--banker">{t.bets.banker}</span> : null}
        {bet.blockId !== null && !bet.banker ? (
          <span className="po-tag">{fill(t.bets.block, { block: bet.blockId })}</span>
        ) : null}
      </p>
      {bet.champName || bet.startAt ? (
        <p className="po-leg__champ">
          {bet.champName ? <span>{bet.champName}</span> : null}
          {bet.startAt ? (
            <span>
              <span className="po-visually-hidden">{t.bets.legStart}: </span>
              {when(bet.startAt)}
            </span>
          ) : null}
        </p>
      ) : null}
      <dl className="po-leg__facts">
        <Fact name="market" label={t.bets.legMarket}>
          {marketName(bet, t)}
        </Fact>
        <Fact name="outcome" label={t.bets.legOutcome}>
          {outcomeName(bet, t)}
        </Fact>
        <Fact name="coef" label={t.bets.legCoef}>
          <span dir="ltr">{bet.coef}</span>
        </Fact>
        {bet.score ? (
          <Fact name="score" label={t.bets.legScore}>
            <span dir="ltr">{bet.score}</span>
          </Fact>
        ) : null}
        <Fact name="status" label={t.bets.legStatus}>
          <span className="po-status" data-status={`leg-${key}`}>
            {legStatusName(bet, now, t)}
          </span>
        </Fact>
      </dl>
    </li>
  );
}

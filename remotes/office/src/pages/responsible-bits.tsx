import { LIMIT_TYPES, type LimitTypeId } from "@parlay/domain/limits";
import { displayDateTime } from "../ui/format.ts";
import type { CardContext } from "./responsible-context.ts";
import { valueText } from "./responsible-model.ts";

export type Message = { kind: "ok" | "error"; text: string } | null;

export function MessageLine({ message }: { message: Message }) {
  return (
    <p
      className={`po-message ${message ? `po-message--${message.kind}` : ""}`}
      role={message?.kind === "error" ? "alert" : "status"}
    >
      {message?.text ?? ""}
    </p>
  );
}

/** A time in the page's zone: UTC on the server and while hydrating, then the player's (ui/format.ts). */
export function dateText(seconds: number, ctx: CardContext): string {
  return displayDateTime(new Date(seconds * 1000).toISOString(), ctx.lang, ctx.clock, ctx.timeZone);
}

/** "Deposit limit — 7 days" for a money limit, the type's own name for the others. */
export function limitTitle(limitType: LimitTypeId, r: CardContext["t"]["responsible"]): string | null {
  const name = r.types[String(limitType)];
  if (name === undefined) return null;
  const group = LIMIT_TYPES[limitType].group;
  return group === "deposit" || group === "wagering" || group === "loss"
    ? `${r.limitNames[group]} — ${name}`
    : name;
}

export function countHours(hours: number, ctx: CardContext): string {
  return valueText(31 as LimitTypeId, hours, ctx.t.responsible, ctx.lang, "");
}

import type { PaymentAnswer, PaymentStatus } from "@parlay/contracts/wallet";
import { browserHttp } from "@parlay/web";
import { useEffect, useState } from "react";

/**
 * The payment's current status on the onpay pages. The provider sends the player back with
 * `?paymentId=` (our payment id); coming back proves nothing, the money moves when the provider's
 * signed webhook lands. So the page asks GET /web-api/wallet/payments/:id every 2 s for a minute,
 * until the payment is final, and says plainly what it is waiting for.
 *
 * Texts live here, not in @parlay/i18n, because they belong to this one view.
 */

export const ONPAY_POLL_MS = 2000;
export const ONPAY_POLL_ATTEMPTS = 30;

type Status = PaymentStatus;

const TEXTS = {
  en: {
    checking: "Checking the payment status…",
    waiting:
      "The provider has not confirmed the payment yet (status: {status}). This page updates by itself.",
    depositDone: "Confirmed: {amount} is on your balance. Available now: {balance}.",
    withdrawalDone: "Paid out: {amount}.",
    depositFailed: "The provider declined the payment. No money was taken.",
    withdrawalFailed: "The payout was rejected; the held amount is back on your balance.",
    cancelled: "The payment was cancelled. No money was taken.",
    gaveUp:
      "Still waiting for the provider. Your balance changes as soon as it confirms; follow it in the transfer history.",
    explain:
      "Your balance changes when the payment provider confirms the payment to us directly, not when you come back to this page.",
    signedOut: "Log in to see this payment's status.",
    failed: "The status cannot be checked right now. See the transfer history later.",
    history: "Transfer history",
    again: "Make another deposit",
    status: {
      created: "started",
      pending: "processing",
      succeeded: "completed",
      failed: "declined",
      cancelled: "cancelled",
    },
  },
  ru: {
    checking: "Проверяем статус платежа…",
    waiting: "Платёжная система ещё не подтвердила платёж (статус: {status}). Страница обновится сама.",
    depositDone: "Подтверждено: {amount} зачислено на баланс. Доступно: {balance}.",
    withdrawalDone: "Выплачено: {amount}.",
    depositFailed: "Платёжная система отклонила платёж. Деньги не списаны.",
    withdrawalFailed: "Выплату отклонили; заблокированная сумма вернулась на баланс.",
    cancelled: "Платёж отменён. Деньги не списаны.",
    gaveUp:
      "Всё ещё ждём платёжную систему. Баланс изменится, как только она подтвердит платёж; следите в истории переводов.",
    explain:
      "Баланс меняется, когда платёжная система подтверждает платёж нам напрямую, а не когда вы возвращаетесь на эту страницу.",
    signedOut: "Войдите, чтобы увидеть статус платежа.",
    failed: "Сейчас не удаётся проверить статус. Загляните в историю переводов позже.",
    history: "История переводов",
    again: "Пополнить ещё раз",
    status: {
      created: "создан",
      pending: "в обработке",
      succeeded: "выполнен",
      failed: "отклонён",
      cancelled: "отменён",
    },
  },
  ar: {
    checking: "جارٍ التحقق من حالة الدفعة…",
    waiting: "لم يؤكد مزوّد الدفع العملية بعد (الحالة: {status}). تتحدّث هذه الصفحة تلقائيًا.",
    depositDone: "تم التأكيد: أُضيف {amount} إلى رصيدك. المتاح الآن: {balance}.",
    withdrawalDone: "تم الصرف: {amount}.",
    depositFailed: "رفض مزوّد الدفع العملية. لم يُخصم أي مبلغ.",
    withdrawalFailed: "رُفض الصرف، وعاد المبلغ المحجوز إلى رصيدك.",
    cancelled: "أُلغيت الدفعة. لم يُخصم أي مبلغ.",
    gaveUp: "ما زلنا ننتظر مزوّد الدفع. سيتغير رصيدك فور التأكيد؛ تابع ذلك في سجل التحويلات.",
    explain: "يتغير رصيدك عندما يؤكد مزوّد الدفع العملية لنا مباشرةً، وليس عند عودتك إلى هذه الصفحة.",
    signedOut: "سجّل الدخول لرؤية حالة هذه الدفعة.",
    failed: "تعذّر التحقق من الحالة الآن. راجع سجل التحويلات لاحقًا.",
    history: "سجل التحويلات",
    again: "إيداع آخر",
    status: {
      created: "بدأت",
      pending: "قيد المعالجة",
      succeeded: "مكتملة",
      failed: "مرفوضة",
      cancelled: "ملغاة",
    },
  },
};

type Texts = (typeof TEXTS)["en"];
export const onpayTexts = (lng: string): Texts => TEXTS[lng as keyof typeof TEXTS] ?? TEXTS.en;

type View =
  | { kind: "checking" }
  | { kind: "payment"; answer: PaymentAnswer; gaveUp: boolean }
  | { kind: "signedOut" }
  | { kind: "failed" };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What to say for a payment as the server last reported it. */
export function paymentLine(answer: PaymentAnswer, gaveUp: boolean, t: Texts): string {
  const { payment, balance } = answer;
  const amount = `${payment.amount} ${payment.currency}`;
  switch (payment.status) {
    case "succeeded":
      return payment.type === "deposit"
        ? fill(t.depositDone, { amount, balance: `${balance.money} ${balance.currency}` })
        : fill(t.withdrawalDone, { amount });
    case "failed":
      return payment.type === "deposit" ? t.depositFailed : t.withdrawalFailed;
    case "cancelled":
      return t.cancelled;
    default:
      return gaveUp ? t.gaveUp : fill(t.waiting, { status: t.status[payment.status] });
  }
}

const FINAL: readonly Status[] = ["succeeded", "failed", "cancelled"];

export function OnpayPayment({ paymentId, lng }: { paymentId: string; lng: string }) {
  const t = onpayTexts(lng);
  const [view, setView] = useState<View>({ kind: "checking" });

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const res = await browserHttp().request<PaymentAnswer>({
        method: "GET",
        path: `/web-api/wallet/payments/${paymentId}`,
        signal: abort.signal,
      });
      if (abort.signal.aborted) return;
      if (!res.ok) {
        if (res.error.kind === "close") return;
        setView(res.error.status === 401 ? { kind: "signedOut" } : { kind: "failed" });
        return;
      }
      const final = FINAL.includes(res.data.payment.status);
      const gaveUp = !final && attempt >= ONPAY_POLL_ATTEMPTS;
      setView({ kind: "payment", answer: res.data, gaveUp });
      if (final) {
        // The header and any open office page re-read the balance.
        const reason = res.data.payment.type;
        window.dispatchEvent(new CustomEvent("parlay:wallet-changed", { detail: { reason } }));
        return;
      }
      if (!gaveUp) timer = setTimeout(() => void ask(attempt + 1), ONPAY_POLL_MS);
    };
    void ask(1);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [paymentId]);

  const line =
    view.kind === "payment"
      ? paymentLine(view.answer, view.gaveUp, t)
      : view.kind === "signedOut"
        ? t.signedOut
        : view.kind === "failed"
          ? t.failed
          : t.checking;
  const status = view.kind === "payment" ? view.answer.payment.status : view.kind;
  return (
    <div className="onpay-payment">
      <p role="status" data-payment-status={status}>
        {line}
      </p>
      <p className="form-notice">{t.explain}</p>
    </div>
  );
}

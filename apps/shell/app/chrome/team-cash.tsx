import { type Plural, plural } from "@parlay/i18n/messages";
import { browserHttp, CloseButton, Modal } from "@parlay/web";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";

/**
 * The team cash modal (spec 000 §4, §9): shown once when the player has exactly 3 completed
 * (status 2) team cash items, and once more at 4. The server decides with the pure rule of
 * @parlay/domain/wallet (teamCashModalForCount) and sets the ~372-day cookie in the same answer,
 * so a reload or a second tab never shows it twice. Its texts belong to this one component.
 */

interface TeamCashItem {
  id: number;
  status_id: number;
  summ: string;
  date_payment: string | null;
}

const TEXTS = {
  en: {
    first: "Three payments completed",
    second: "Four payments completed",
    text: {
      one: "{count} of your payments has gone through. Here it is:",
      other: "{count} of your payments have gone through. Here are the latest:",
    } satisfies Plural<"en">,
    history: "Transfer history",
    ok: "OK",
    close: "Close",
  },
  ru: {
    first: "Три платежа проведены",
    second: "Четыре платежа проведены",
    text: {
      one: "Проведён {count} ваш платёж:",
      few: "Проведено {count} ваших платежа. Последние из них:",
      many: "Проведено {count} ваших платежей. Последние из них:",
      other: "Проведено {count} ваших платежа. Последние из них:",
    } satisfies Plural<"ru">,
    history: "История переводов",
    ok: "Понятно",
    close: "Закрыть",
  },
  ar: {
    first: "اكتملت ثلاث دفعات",
    second: "اكتملت أربع دفعات",
    text: {
      zero: "لم تكتمل أي دفعة من دفعاتك بعد.",
      one: "اكتملت دفعة واحدة من دفعاتك. إليك هي:",
      two: "اكتملت دفعتان من دفعاتك. إليك هما:",
      few: "اكتملت {count} دفعات من دفعاتك. إليك أحدثها:",
      many: "اكتملت {count} دفعة من دفعاتك. إليك أحدثها:",
      other: "اكتملت {count} دفعة من دفعاتك. إليك أحدثها:",
    } satisfies Plural<"ar">,
    history: "سجل التحويلات",
    ok: "حسنًا",
    close: "إغلاق",
  },
};

/** The main-account payment with status 2 ("Paid"), the status the modal counts. */
const PAID = 2;

export function TeamCashModal({ authenticated }: { authenticated: boolean }) {
  const { lng } = useT();
  const t = TEXTS[lng as keyof typeof TEXTS] ?? TEXTS.en;
  const [shown, setShown] = useState<{
    which: "first" | "second";
    count: number;
    items: TeamCashItem[];
  } | null>(null);

  useEffect(() => {
    if (!authenticated) return;
    const abort = new AbortController();
    const http = browserHttp();
    void (async () => {
      const decision = await http.request<{ show: "first" | "second" | null; paidCount: number }>({
        method: "GET",
        path: "/web-api/wallet/team-cash/modal",
        signal: abort.signal,
      });
      if (!decision.ok || !decision.data.show || abort.signal.aborted) return;
      const list = await http.request<{ entities: TeamCashItem[] }>({
        method: "GET",
        path: "/web-api/wallet/team-cash",
        signal: abort.signal,
      });
      if (abort.signal.aborted) return;
      const items = list.ok ? list.data.entities.filter((i) => i.status_id === PAID) : [];
      setShown({ which: decision.data.show, count: decision.data.paidCount, items });
    })();
    return () => abort.abort();
  }, [authenticated]);

  const close = () => setShown(null);
  return (
    <Modal open={shown !== null} onClose={close} labelledBy="team-cash-title" describedBy="team-cash-text">
      {shown ? (
        <>
          <CloseButton label={t.close} onClick={close} />
          <h2 id="team-cash-title">{shown.which === "first" ? t.first : t.second}</h2>
          <p id="team-cash-text">{plural(lng, shown.count, t.text)}</p>
          <ul>
            {shown.items.map((item) => (
              <li key={item.id}>
                {item.summ}
                {item.date_payment ? ` — ${new Date(item.date_payment).toLocaleDateString(lng)}` : ""}
              </li>
            ))}
          </ul>
          <p className="modal__actions">
            <Link className="button button--primary" to={`/${lng}/office/historypay`} onClick={close}>
              {t.history}
            </Link>
            <button type="button" className="button" onClick={close}>
              {t.ok}
            </button>
          </p>
        </>
      ) : null}
    </Modal>
  );
}

import { officeHref } from "../menu.ts";
import { useDateTime } from "../ui/format.ts";
import { MessagesSection } from "./messages-section.tsx";
import type { PageProps } from "./page-props.ts";
import { TicketsSection } from "./tickets-section.tsx";

/**
 * office/support: the inbox of system messages, then writing to support and the answers. Both load
 * after hydration (like the security page): a player's inbox is not worth a slower first byte.
 */
export function SupportPage({ t, lang, basePath, clock }: PageProps) {
  const dateTime = useDateTime(lang, clock);
  return (
    <div className="po-support">
      <MessagesSection t={t} lang={lang} basePath={basePath} dateTime={dateTime} />
      <TicketsSection kind="support" t={t} basePath={basePath} dateTime={dateTime} />
      <p>
        <a href={officeHref(basePath, "share-idea")}>{t.support.newIdea}</a>
      </p>
    </div>
  );
}

/** office/share-idea: an idea is a ticket of its own kind, answered the same way. */
export function ShareIdeaPage({ t, lang, basePath, clock }: PageProps) {
  const dateTime = useDateTime(lang, clock);
  return (
    <div className="po-support">
      <TicketsSection kind="idea" t={t} basePath={basePath} dateTime={dateTime} />
    </div>
  );
}

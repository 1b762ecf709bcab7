import { officeHref } from "../menu.ts";
import { useDateTime } from "../ui/format.ts";
import { MessagesSection } from "./messages-section.tsx";
import type { PageProps } from "./page-props.ts";
import { TicketsSection } from "./tickets-section.tsx";

/**
 * office/support: the inbox of system messages, then writing to support and the answers, both
 * rendered on the server with the player's first page (`initial.messages`, `initial.tickets`).
 */
export function SupportPage({ t, lang, basePath, clock, initial }: PageProps) {
  const dateTime = useDateTime(lang, clock);
  return (
    <div className="po-support">
      <MessagesSection t={t} lang={lang} basePath={basePath} dateTime={dateTime} initial={initial.messages} />
      <TicketsSection
        kind="support"
        t={t}
        basePath={basePath}
        dateTime={dateTime}
        initial={initial.tickets}
      />
      <p>
        <a href={officeHref(basePath, "share-idea")}>{t.support.newIdea}</a>
      </p>
    </div>
  );
}

/** office/share-idea: an idea is a ticket of its own kind, answered the same way. */
export function ShareIdeaPage({ t, lang, basePath, clock, initial }: PageProps) {
  const dateTime = useDateTime(lang, clock);
  return (
    <div className="po-support">
      <TicketsSection kind="idea" t={t} basePath={basePath} dateTime={dateTime} initial={initial.tickets} />
    </div>
  );
}

import type { OfficeDictionary } from "../i18n/index.ts";
import { officeHref } from "../menu.ts";

/** The honest panel of an office page that is not built yet: it says so and offers what works. */
export function LaterPanel({ t, basePath }: { t: OfficeDictionary; basePath: string }) {
  const links = [
    ["recharge", t.pages.recharge],
    ["deduce", t.pages.deduce],
    ["historypay", t.pages.historypay],
    ["history", t.pages.history],
    ["account", t.pages.account],
  ] as const;
  return (
    <div className="po-later" data-later="true">
      <p>{t.later.text}</p>
      <p>{t.later.meanwhile}</p>
      <ul className="po-link-list">
        {links.map(([page, label]) => (
          <li key={page}>
            <a href={officeHref(basePath, page)}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

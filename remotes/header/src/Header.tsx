import { type KeyboardEvent, useEffect, useRef } from "react";
import type { HeaderDictionary } from "./i18n/index.ts";
import { HeaderMessages } from "./Messages.tsx";
import { type LanguageLink, SECTIONS, type SectionId } from "./nav.ts";
import { HeaderWallet } from "./Wallet.tsx";

/** Everything the header needs, serialised into the body so the client bundle carries no dictionaries. */
export interface HeaderProps {
  lang: string;
  basePath: string;
  section: SectionId | null;
  languages: LanguageLink[];
  loggedIn: boolean;
  /** The shell says registration opens here (mf-features); else no button leads to its 404. */
  registrationOpen: boolean;
  t: HeaderDictionary;
}

function LanguageMenu({ lang, languages, t }: Pick<HeaderProps, "lang" | "languages" | "t">) {
  const details = useRef<HTMLDetailsElement>(null);
  const current = languages.find((language) => language.code === lang);

  // <details> works without JavaScript; once hydrated, Escape and a click outside close it as users expect.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const menu = details.current;
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const menu = details.current;
    if (event.key !== "Escape" || !menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };

  return (
    <details className="ph-lang" ref={details} onKeyDown={onKeyDown}>
      <summary className="ph-lang__toggle" aria-label={`${t.language}: ${current?.name ?? lang}`}>
        <span aria-hidden="true">{lang.toUpperCase()}</span>
      </summary>
      <ul className="ph-lang__list" aria-label={t.languageMenuLabel}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              className="ph-lang__link"
              href={language.href}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === lang ? "true" : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({ lang, basePath, section, languages, loggedIn, registrationOpen, t }: HeaderProps) {
  return (
    <header className="ph-header">
      <a className="ph-logo" href={`${basePath}/`} aria-label={t.homeLabel}>
        <span className="ph-logo__mark" aria-hidden="true">
          P
        </span>
        <span className="ph-logo__text">{t.siteName}</span>
      </a>
      <nav className="ph-nav" aria-label={t.navLabel}>
        <ul className="ph-nav__list">
          {SECTIONS.map((item) => (
            <li key={item.id}>
              <a
                className="ph-nav__link"
                href={`${basePath}${item.path}`}
                aria-current={item.id === section ? "page" : undefined}
              >
                {t[item.id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ph-tools">
        <LanguageMenu lang={lang} languages={languages} t={t} />
        {loggedIn ? <HeaderMessages basePath={basePath} t={t} /> : null}
        {loggedIn ? <HeaderWallet lang={lang} basePath={basePath} t={t} /> : null}
        <ul className="ph-auth" aria-label={t.accountLabel}>
          {loggedIn ? (
            <li>
              <a className="ph-button ph-button--primary" href={`${basePath}/office/account`}>
                {t.myAccount}
              </a>
            </li>
          ) : (
            <>
              <li>
                <a className="ph-button ph-button--ghost" href={`${basePath}/?login=1`}>
                  {t.login}
                </a>
              </li>
              {registrationOpen ? (
                <li>
                  <a className="ph-button ph-button--primary" href={`${basePath}/registration`}>
                    {t.registration}
                  </a>
                </li>
              ) : null}
            </>
          )}
        </ul>
      </div>
    </header>
  );
}

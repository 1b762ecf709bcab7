import { href } from "../links.ts";
import type { CasinoProps } from "../props.ts";

const ITEMS = [
  ["all", "/casino"],
  ["slots", "/slots"],
  ["live", "/casino/live"],
  ["providers", "/providers"],
  ["search", "/casino-search"],
  ["my", "/my-casino"],
] as const;

/** The casino's sections; the current one carries aria-current. */
export function Nav({ basePath, path, t }: Pick<CasinoProps, "basePath" | "path" | "t">) {
  const here = path.split("?")[0] ?? "";
  return (
    <nav className="pc-nav" aria-label={t.nav.label}>
      <ul>
        {ITEMS.map(([key, to]) => (
          <li key={key}>
            <a href={href(basePath, to)} aria-current={here === to ? "page" : undefined}>
              {t.nav[key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

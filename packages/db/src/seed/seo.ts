import type { SeoMeta, SeoPageData } from "@parlay/domain/config";
import type { SeoStream } from "@parlay/domain/routing";
import type { Db } from "../connect.ts";
import { casinoStreamTexts } from "./seo-texts-casino.ts";
import { type StreamTexts, sportStreamTexts } from "./seo-texts-sport.ts";
import { DEMO_SITE } from "./site.ts";

interface SeoRow {
  stream: SeoStream;
  /** '' is the stream's default; "sport", "championship", "match", or "sport:<id>" for one item. */
  section: string;
  lang: string;
  title: string;
  description: string;
  metaRobots?: string;
  hierarchyMetaRobots?: string | null;
  metas?: SeoMeta[];
  customCanonical?: SeoPageData["customCanonical"];
}

const texts: Partial<Record<SeoStream, StreamTexts>> = { ...sportStreamTexts, ...casinoStreamTexts };

/** Per-stream extras: robots, Open Graph tags and canonical rules. */
function extras(stream: SeoStream, lang: string): Partial<SeoRow> {
  switch (stream) {
    case "homepage":
      return {
        metas: [
          { property: "og:type", content: "website" },
          { property: "og:site_name", content: "Parlay" },
        ],
      };
    case "user":
      // Account pages must never be indexed, nor anything below them.
      return { metaRobots: "noindex, nofollow", hierarchyMetaRobots: "noindex, nofollow" };
    case "promotions":
      // The promotions list duplicates the promo page: point search engines at the promo page.
      return { customCanonical: { mode: "url", targetUrl: `https://parlay.test/${lang}/promo` } };
    case "mobile":
    case "desktop":
      // App download pages are served on every mirror; the canonical copy lives on the main domain.
      return { customCanonical: { mode: "mirror", domain: "parlay.test" } };
    default:
      return {};
  }
}

function streamRows(): SeoRow[] {
  return Object.entries(texts).flatMap(([stream, byLang]) =>
    Object.entries(byLang).map(([lang, [title, description]]) => ({
      stream: stream as SeoStream,
      section: "",
      lang,
      title,
      description,
      ...extras(stream as SeoStream, lang),
    })),
  );
}

/** Sub-section rows (spec 000 §2: sport, championship, match); other languages fall back. */
const sectionRows: SeoRow[] = [
  {
    stream: "line",
    section: "sport",
    lang: "en",
    title: "Sports betting odds by sport | Parlay",
    description: "Choose a sport and bet before the start: all leagues and markets in one place.",
  },
  {
    stream: "line",
    section: "sport",
    lang: "ru",
    title: "Ставки по видам спорта | Парлей",
    description: "Выберите вид спорта и сделайте ставку до начала: все лиги и рынки в одном месте.",
  },
  {
    stream: "line",
    section: "sport:1",
    lang: "en",
    title: "Football betting odds | Parlay",
    description: "Pre-match football odds: Premier League, La Liga, Champions League and more.",
  },
  {
    stream: "line",
    section: "sport:1",
    lang: "ru",
    title: "Ставки на футбол | Парлей",
    description: "Коэффициенты на футбол: АПЛ, Ла Лига, Лига чемпионов и другие турниры.",
  },
  {
    stream: "line",
    section: "championship",
    lang: "en",
    title: "Championship betting odds | Parlay",
    description: "Odds on every match of the championship, outrights and specials.",
  },
  // One championship of its own (the simulator's England Premier League, id 101): its title beats
  // the betting remote's generated one on /{lng}/line/football/101-… (docs/config.md "Precedence").
  {
    stream: "line",
    section: "championship:101",
    lang: "en",
    title: "Premier League betting odds | Parlay",
    description:
      "Bet on every Premier League match before kick-off: results, totals, handicaps and outrights.",
  },
  {
    stream: "line",
    section: "championship:101",
    lang: "ru",
    title: "Ставки на АПЛ | Парлей",
    description:
      "Ставки на все матчи английской Премьер-лиги до начала: исходы, тоталы, форы и долгосрочные.",
  },
  {
    stream: "line",
    section: "match",
    lang: "en",
    title: "Match betting odds and markets | Parlay",
    description: "All markets of the match: result, totals, handicaps, scorers and more.",
  },
  {
    stream: "live",
    section: "sport",
    lang: "en",
    title: "Live betting by sport | Parlay",
    description: "In-play odds for every sport on right now.",
  },
  {
    stream: "live",
    section: "match",
    lang: "en",
    title: "Live match betting | Parlay",
    description: "Bet on the match as it happens, with live score and statistics.",
  },
];

/** Upserts the SEO page data of the demo site. */
export async function seedSeo(db: Db): Promise<void> {
  const rows = [...streamRows(), ...sectionRows].map((r) => ({
    group_id: DEMO_SITE.group_id,
    stream: r.stream,
    section: r.section,
    lang: r.lang,
    title: r.title,
    description: r.description,
    meta_robots: r.metaRobots ?? "index, follow",
    hierarchy_meta_robots: r.hierarchyMetaRobots ?? null,
    metas: JSON.stringify(r.metas ?? []),
    custom_canonical: r.customCanonical ? JSON.stringify(r.customCanonical) : null,
  }));
  await db
    .insertInto("seo_page")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["group_id", "stream", "section", "lang"]).doUpdateSet((eb) => ({
        title: eb.ref("excluded.title"),
        description: eb.ref("excluded.description"),
        meta_robots: eb.ref("excluded.meta_robots"),
        hierarchy_meta_robots: eb.ref("excluded.hierarchy_meta_robots"),
        metas: eb.ref("excluded.metas"),
        custom_canonical: eb.ref("excluded.custom_canonical"),
      })),
    )
    .execute();
}

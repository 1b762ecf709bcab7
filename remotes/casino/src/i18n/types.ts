import type { LobbyPageId } from "../routes.ts";

/** The casino pages' texts; every language has every key (the type says so). */
export interface CasinoDictionary {
  siteName: string;
  /** Headings of the lobby pages, by route id (table-casino.ts). */
  pages: Record<
    LobbyPageId | "providers" | "casino-search" | "my-casino" | "my-casino.favorites" | "thankyou",
    string
  >;
  /** "{name} games" (a provider's page), "{name}" in a title. */
  providerPage: string;
  /** Page description templates: {name} is the page's heading. */
  pageDescription: string;
  gameDescription: string;
  collections: Record<"new" | "popular" | "jackpots" | "live", string>;
  categories: Record<
    | "slots"
    | "live"
    | "table"
    | "card"
    | "crash"
    | "fast"
    | "skill"
    | "asian"
    | "fishing"
    | "scratch"
    | "other",
    string
  >;
  nav: {
    label: string;
    all: string;
    slots: string;
    live: string;
    providers: string;
    search: string;
    my: string;
  };
  tile: {
    rtp: string;
    volatility: string;
    volatilities: Record<"low" | "medium" | "high", string>;
    jackpot: string;
    /** "by {provider}" */
    by: string;
    addFavorite: string;
    removeFavorite: string;
  };
  search: {
    label: string;
    placeholder: string;
    /** "Type at least {n} characters" */
    hint: string;
    /** "{n} games found" */
    found: string;
    none: string;
    failed: string;
  };
  random: string;
  empty: string;
  allGames: string;
  seeAll: string;
  providerGames: string;
  my: {
    signIn: string;
    signInPrompt: string;
    favorites: string;
    favoritesEmpty: string;
    recent: string;
    recentEmpty: string;
  };
  game: {
    rtp: string;
    rtpUnknown: string;
    volatility: string;
    provider: string;
    maxBet: string;
    noMaxBet: string;
    rules: string;
    noRules: string;
    about: string;
    play: string;
    playDemo: string;
    signInToPlay: string;
    demoNeedsVerification: string;
    launching: string;
    launchFailed: string;
    exit: string;
    deposit: string;
    frameTitle: string;
    sessionTime: string;
    netPosition: string;
    staked: string;
    won: string;
    /** The label of a demo session (virtual money), shown in its chrome. */
    demoBadge: string;
    demoNote: string;
    /** "Spins take at least {s} s; there is no auto-play." */
    spinNote: string;
    noAutoplay: string;
    /** Instead of play and demo on the page of a game blocked in the visitor's country. */
    notAvailableHere: string;
    originals: string;
  };
  thankyou: string;
  back: string;
}

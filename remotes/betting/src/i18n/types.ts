/** Every text the betting pages show; each language file must fill all of them (the type makes it so). */
export interface BettingDictionary {
  siteName: string;
  line: string;
  live: string;
  results: string;
  description: string;
  sportsLabel: string;
  champsLabel: string;
  gamesLabel: string;
  timeFilter: string;
  /** Indexed by time filter 0, 1, 2, 3, 6. */
  timeFilters: Record<"0" | "1" | "2" | "3" | "6", string>;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  markets: string;
  /** Column headers of the main market: 1, X, 2. */
  home: string;
  draw: string;
  away: string;
  blocked: string;
  liveNow: string;
  /** The game clock of a game in play (screen readers hear this before it). */
  gameTime: string;
  clockBreak: string;
  /** "{n}": the period's number. */
  clockHalf: string;
  clockPeriod: string;
  clockQuarter: string;
  clockSet: string;
  clockMap: string;
  date: string;
  show: string;
  score: string;
  allSports: string;
  backToChamp: string;
  sectionsLabel: string;
  multi: string;
  cyber: string;
  /** The sport page types of spec 000 §2 (the section's menu). */
  menuLabel: string;
  menuSections: Record<
    | "home"
    | "betsonyour"
    | "topgame"
    | "marble"
    | "team"
    | "champ"
    | "epl"
    | "laliga"
    | "europaleague"
    | "ipl",
    string
  >;
  /** Sport names by slug (titles are drawn before any data). */
  sportNames: Record<string, string>;
  /** SEO descriptions; {name} is the sport, championship or match. */
  seoSport: string;
  seoChamp: string;
  seoMatch: string;
  standings: string;
  teams: string;
  team: string;
  leagueMissing: string;
  teamMissing: string;
  cyberTypesLabel: string;
  cyberTypes: Record<"real" | "virtual" | "stream", string>;
  cyberHome: string;
  allGames: string;
  disciplines: string;
  top: string;
  resultsDay: string;
  resultsLive: string;
  resultsZone: string;
  cancelled: string;
  statistic: string;
  statisticHint: string;
  byPeriod: string;
  notStarted: string;
  form: string;
  formLetters: Record<"W" | "D" | "L", string>;
  formWords: Record<"W" | "D" | "L", string>;
  vs: string;
  at: string;
  headToHead: string;
  noResults: string;
  played: string;
  won: string;
  drawn: string;
  lost: string;
  goals: string;
  points: string;
  /** {n} picked of {max}. */
  multiPicked: string;
  multiHint: string;
  multiPick: string;
  remove: string;
  finished: string;
  viewOptions: string;
  groupByCategories: string;
  wideScoreboard: string;
  upcomingOnly: string;
  onlyWithVideo: string;
  cyberFilter: string;
  cyberAll: string;
  cyberClassic: string;
  cyberOnly: string;
  filteredMarkets: string;
  marketColumns: Record<"main" | "total" | "handicap", string>;
  total: string;
  over: string;
  under: string;
  handicap: string;
  video: string;
  /** {shown} of {total}. */
  shownOf: string;
  showMore: string;
  /** Sport names by sportId (the catalogue's nameEng is the fallback for an id not listed). */
  sports: Readonly<Record<number, string>>;
}

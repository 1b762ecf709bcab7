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
  date: string;
  show: string;
  score: string;
  allSports: string;
  backToChamp: string;
  /** The notice of a betting page not built yet. */
  later: string;
}

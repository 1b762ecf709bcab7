/** The bet history's casino tab (issue 18). `{name}` placeholders are filled by `fill()`. */
export interface CasinoTexts {
  tabsLabel: string;
  sportsTab: string;
  casinoTab: string;
  intro: string;
  total: string;
  listLabel: string;
  empty: string;
  toCasino: string;
  round: string;
  provider: string;
  opened: string;
  finished: string;
  open: string;
  staked: string;
  won: string;
  net: string;
  actions: string;
  kinds: { bet: string; win: string; rollback: string };
  void: string;
  rolledBack: string;
  verify: string;
  /** The verify link's accessible name, starting with `verify` (its visible text): "{game}", "{round}". */
  verifyLabel: string;
  /** A provably fair round whose server seed is still secret. */
  seedHidden: string;
  /** A crash round that has not ended yet. */
  roundOn: string;
}

export {
  API as SPORTSBOOK_API,
  type Getter as SportsbookGetter,
  type SportsbookApi,
  sportsbookApi,
} from "./api.ts";
export {
  BETTING_APP_NAME,
  type BettingSources,
  bettingRemote,
  createBettingRemote,
  renderBetting,
} from "./app.tsx";
export type { PageNames } from "./canonical.ts";
export { httpSportsbookApi } from "./data/http-data.ts";
export type { BettingInitial } from "./data/loads.ts";
export { loadBettingPage, pageLoads } from "./data/page-data.ts";
export { httpDirectory } from "./directory.server.ts";
export {
  DIRECTORY_PATH,
  type DirectoryAnswer,
  type DirectoryQuery,
  type SportsbookDirectory,
} from "./directory.ts";
export { BETTING_DICTIONARIES, type BettingDictionary, bettingDictionary } from "./i18n/index.ts";
export type { BettingProps } from "./props.ts";

export { BETTING_APP_NAME, bettingRemote, createBettingRemote, renderBetting } from "./app.tsx";
export type { PageNames } from "./canonical.ts";
export { httpDirectory } from "./directory.server.ts";
export {
  DIRECTORY_PATH,
  type DirectoryAnswer,
  type DirectoryQuery,
  type SportsbookDirectory,
} from "./directory.ts";
export { BETTING_DICTIONARIES, type BettingDictionary, bettingDictionary } from "./i18n/index.ts";
export type { BettingProps } from "./props.ts";

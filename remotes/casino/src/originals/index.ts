/**
 * The in-house provably fair games' UI (issue 18): `OriginalGame` for the casino remote's game page
 * (provider `parlay`), its server data loader and its CSS. docs/casino.md "The originals' UI".
 */
export {
  isOriginalGame,
  ORIGINAL_GAMES,
  type OriginalGameCode,
  type OriginalsServerData,
  originalsApi,
} from "./api.ts";
export { ORIGINALS_TEXTS, textsOf } from "./i18n.ts";
export { OriginalGame, type OriginalGameProps } from "./OriginalGame.tsx";
export { loadOriginals } from "./page-data.ts";
export { OriginalStage } from "./Stage.tsx";
export { ORIGINALS_CSS } from "./styles.ts";

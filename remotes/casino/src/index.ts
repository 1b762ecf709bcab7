export {
  CASINO_API,
  type CasinoApi,
  type CasinoPlayerApi,
  casinoApi,
  casinoPlayerApi,
  type Getter as CasinoGetter,
  NotFound as CasinoNotFound,
  ORIGINALS_READS,
} from "./api.ts";
export {
  CASINO_APP_NAME,
  type CasinoSources,
  casinoRemote,
  createCasinoRemote,
  renderCasino,
} from "./app.tsx";
export { httpCasinoApi, httpCasinoPlayer } from "./data/http-data.ts";
export { loadCasinoPage } from "./data/page-data.ts";
export { CASINO_DICTIONARIES, type CasinoDictionary, casinoDictionary } from "./i18n/index.ts";
export type { CasinoInitial, CasinoProps } from "./props.ts";

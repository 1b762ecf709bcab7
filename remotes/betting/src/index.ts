export { BETTING_APP_NAME, bettingRemote, renderBetting } from "./app.tsx";
export { BETTING_DICTIONARIES, type BettingDictionary, bettingDictionary } from "./i18n/index.ts";
export type { BettingProps } from "./props.ts";

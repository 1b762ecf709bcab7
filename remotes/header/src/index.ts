export { HEADER_APP_NAME, headerProps, headerRemote, renderHeader } from "./app.tsx";
export type { HeaderProps } from "./Header.tsx";
export { HEADER_DICTIONARIES, type HeaderDictionary, headerDictionary } from "./i18n/index.ts";

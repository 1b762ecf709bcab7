export { OFFICE_APP_NAME, officeRemote, renderOffice } from "./app.tsx";
export { OFFICE_DICTIONARIES, type OfficeDictionary, officeDictionary } from "./i18n/index.ts";
export type { OfficeProps } from "./props.ts";

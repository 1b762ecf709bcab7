export { REGISTRATION_APP_NAME, registrationRemote, renderRegistration } from "./app.tsx";
export {
  REGISTRATION_DICTIONARIES,
  type RegistrationDictionary,
  registrationDictionary,
} from "./i18n/index.ts";
export type { RegistrationProps } from "./props.ts";
export { configuredProviders, SOCIAL_PROVIDERS } from "./social.ts";

import type { HeaderDictionary } from "./types.ts";

export const en: HeaderDictionary = {
  siteName: "%SITE_NAME%",
  homeLabel: "%SITE_NAME% — home page",
  navLabel: "Main navigation",
  sportsbook: "Sportsbook",
  live: "Live",
  casino: "Casino",
  promotions: "Promotions",
  language: "Language",
  languageMenuLabel: "Choose a language",
  accountLabel: "Account",
  login: "Log in",
  registration: "Registration",
  myAccount: "My account",
  messagesUnread: "Messages, {count} unread",
  balance: "Balance",
  accountsMenuLabel: "Your accounts",
  switched: "{account} is now your active account.",
  switchFailed: "The account could not be switched. Try again.",
  deposit: "Deposit",
  manageAccounts: "Manage accounts",
};

/** Every text the header shows; each language file must fill all of them (the type makes it so). */
export interface HeaderDictionary {
  /** The site config fills it in (dataForReplace), like every placeholder in these texts. */
  siteName: string;
  homeLabel: string;
  navLabel: string;
  sportsbook: string;
  live: string;
  casino: string;
  promotions: string;
  language: string;
  languageMenuLabel: string;
  accountLabel: string;
  login: string;
  registration: string;
  myAccount: string;
  /** The envelope's label: "{count}" unread messages. */
  messagesUnread: string;
  /** The signed-in player's balance and account switcher (wallet, loaded after hydration). */
  balance: string;
  accountsMenuLabel: string;
  /** "{account}" is replaced by the account's label. */
  switched: string;
  switchFailed: string;
  deposit: string;
  manageAccounts: string;
}

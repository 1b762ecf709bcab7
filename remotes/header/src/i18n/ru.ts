import type { HeaderDictionary } from "./types.ts";

export const ru: HeaderDictionary = {
  siteName: "%SITE_NAME%",
  homeLabel: "%SITE_NAME% — на главную",
  navLabel: "Основная навигация",
  sportsbook: "Ставки на спорт",
  live: "Лайв",
  casino: "Казино",
  promotions: "Акции",
  language: "Язык",
  languageMenuLabel: "Выберите язык",
  accountLabel: "Учётная запись",
  login: "Войти",
  registration: "Регистрация",
  myAccount: "Личный кабинет",
  messagesUnread: "Сообщения, непрочитанных: {count}",
  balance: "Баланс",
  accountsMenuLabel: "Ваши счета",
  switched: "{account} теперь ваш активный счёт.",
  switchFailed: "Не удалось сменить счёт. Попробуйте ещё раз.",
  deposit: "Пополнить",
  manageAccounts: "Управление счетами",
};

import type { HeaderDictionary } from "./types.ts";

export const ru: HeaderDictionary = {
  homeLabel: "Parlay — на главную",
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
};

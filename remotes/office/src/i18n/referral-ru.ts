import type { ReferralTexts } from "./referral-types.ts";

export const referralRu: ReferralTexts = {
  linkTitle: "Ваша ссылка-приглашение",
  linkText:
    "Поделитесь ссылкой. Друзья, которые зарегистрируются по ней в течение суток после перехода, появятся здесь.",
  linkLabel: "Ссылка-приглашение",
  copy: "Скопировать ссылку",
  copied: "Скопировано",
  broughtTitle: "Приглашённые друзья",
  broughtNone: "По вашей ссылке пока никто не зарегистрировался.",
  account: "Счёт",
  registered: "Регистрация",
  managerText: "Ваш персональный менеджер поможет с платежами, лимитами и предложениями.",
  managerNone: "Персональный менеджер вам не назначен. Служба поддержки ответит на любой вопрос.",
  managerName: "Имя",
  managerEmail: "Эл. почта",
  managerPhone: "Телефон",
  managerTelegram: "Телеграм",
};

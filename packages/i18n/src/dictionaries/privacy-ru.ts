import type { privacyEn } from "./privacy-en.ts";

/** Тексты согласия на cookie, переноса аккаунта и конвертации счёта. */
export const privacyRu: Record<keyof typeof privacyEn, string> = {
  footer_cookie_settings: "Настройки cookie",
  cookie_title: "Файлы cookie на %SITE_NAME%",
  cookie_text:
    "Необходимые файлы cookie нужны для работы сайта. С вашего согласия мы также используем функциональные cookie, чтобы запомнить вид страницы, и аналитические — чтобы понимать, как пользуются сайтом.",
  cookie_choices: "Категории cookie",
  cookie_necessary: "Необходимые",
  cookie_necessary_hint: "Всегда включены: вход, безопасность, язык и этот выбор.",
  cookie_functional: "Функциональные",
  cookie_functional_hint: "Запоминают ширину окна и скрытые боковые панели.",
  cookie_analytics: "Аналитические",
  cookie_analytics_hint: "Считают посещения и измеряют скорость загрузки страниц.",
  cookie_accept_all: "Принять все",
  cookie_necessary_only: "Только необходимые",
  cookie_save: "Сохранить выбор",
  cookie_policy: "Политика cookie",
  transfer_title: "Перенос аккаунта на %SITE_NAME%",
  transfer_text: "Подтвердите кодом номер телефона или e-mail вашего аккаунта на другом сайте.",
  transfer_step: "Шаг {step} из 3",
  transfer_by: "Отправить код",
  transfer_by_phone: "По SMS",
  transfer_by_email: "На e-mail",
  transfer_send: "Отправить код",
  transfer_code_sent: "Мы отправили код. Введите его, чтобы продолжить.",
  transfer_code_label: "Код",
  transfer_check: "Подтвердить",
  transfer_done_title: "Ваш аккаунт готов",
  transfer_done_text:
    "Номер счёта: {id}. Пароль: {password}. Запишите их: пароль показывается только один раз.",
  transfer_already_text: "Этот аккаунт уже перенесён. Войдите с номером счёта {id}.",
  transfer_skip: "Не сейчас",
  transfer_failed: "Не получилось. Проверьте данные и попробуйте снова.",
  convert_title: "Ваш счёт в хорватских кунах",
  convert_text:
    "Куна (HRK) заменена евро. Откройте счёт в евро в личном кабинете, чтобы и дальше пополнять счёт и делать ставки.",
  convert_action: "К моим счетам",
  convert_later: "Позже",
};

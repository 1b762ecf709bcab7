import type { responsibleEn } from "./responsible-en.ts";

/** Тексты ответственной игры в оболочке. */
export const responsibleRu: Record<keyof typeof responsibleEn, string> = {
  age_gate_title: "Вам уже есть {minAge}?",
  age_gate_text:
    "%SITE_NAME% — это ставки на спорт и казино. Пользоваться сайтом можно только с {minAge} лет.",
  age_gate_remember: "Запомнить ответ на этом устройстве на 3 дня",
  age_gate_confirm: "Да, мне есть {minAge}",
  age_gate_refuse: "Нет, мне меньше {minAge}",
  modal_autologoff_inactivity_title: "Вы вышли из аккаунта из-за бездействия",
  modal_autologoff_inactivity_text:
    "Сайтом какое-то время не пользовались, поэтому мы завершили сеанс, чтобы защитить ваш аккаунт. Войдите снова, чтобы продолжить.",
  modal_autologoff_login: "Войти",
  rg_close: "Закрыть",
  rg_ok: "Понятно",
  remind_title: "Ещё не зарегистрированы?",
  remind_text: "Откройте счёт за минуту — ставки на тысячи событий и игры в казино.",
  remind_register: "Зарегистрироваться",
  remind_later: "Позже",
  main_session_limit_ended: "Лимит времени сеанса исчерпан",
  main_session_limit_visit_tomorrow:
    "Вы сами ограничили время игры. Сейчас вы выйдете из аккаунта; войти снова можно, когда закончится период лимита.",
  reality_check_title: "Проверка реальности",
  reality_check_text: "Напоминаем, как идёт ваш сеанс.",
  reality_check_elapsed: "Время в этом сеансе",
  reality_check_net: "Итог (выигрыши минус ставки)",
  reality_check_staked: "Поставлено",
  reality_check_won: "Выиграно",
  reality_check_unavailable: "Не удалось загрузить итоги сеанса.",
  reality_check_no_play: "В этом сеансе ещё не было ставок и игр: итог 0.",
  reality_check_continue: "Продолжить игру",
  reality_check_stop: "Закончить и выйти",
  reality_check_history: "Посмотреть историю",
  set_limits_title: "Установите лимит депозитов",
  set_limits_text:
    "Решите, сколько вы можете позволить себе внести. Меньший лимит действует сразу, больший — только через 24 часа.",
  set_limits_period: "Период",
  set_limits_period_20: "24 часа",
  set_limits_period_21: "7 дней",
  set_limits_period_22: "30 дней",
  set_limits_amount: "Сумма ({currency})",
  set_limits_amount_hint: "Целое число {currency}, от 1 до 999 999 998.",
  set_limits_amount_invalid: "Введите целую сумму от 1 до 999 999 998.",
  set_limits_save: "Сохранить лимит",
  set_limits_saved: "Лимит депозитов установлен.",
  set_limits_pending:
    "Новый лимит выше текущего: он начнёт действовать через 24 часа, после вашего подтверждения.",
  set_limits_failed: "Не удалось сохранить лимит. Попробуйте ещё раз.",
  set_limits_more: "Все лимиты и инструменты",
  set_limits_not_now: "Не сейчас",
  responsible_gaming_self_exclusion_warning:
    "Ваш аккаунт в режиме самоисключения. До его окончания нельзя входить, делать ставки и пополнять счёт. Вывести остаток можно.",
  auth_withdraw_balance: "Вывести остаток",
  auth_error_timed_out: "Вы взяли перерыв (тайм-аут). Войти снова можно, когда он закончится.",
  auth_error_session_limit:
    "Время сеанса на этот период исчерпано. Войти снова можно, когда период закончится.",
  auth_error_register_excluded:
    "Вы зарегистрированы в национальной программе самоисключения, поэтому этим аккаунтом пользоваться нельзя.",
};

/**
 * The shell's responsible-gaming texts (spec 000 §1, §5, §8; spec 001 §2, §8): age confirmation,
 * auto log-off, registration reminder, session limit, reality check, set limits. Keys the spec names
 * keep its names (modal_autologoff_inactivity_title, main_session_limit_ended, …).
 */
export const responsibleEn = {
  age_gate_title: "Are you {minAge} or older?",
  age_gate_text:
    "%SITE_NAME% offers sports betting and casino games. You must be at least {minAge} years old to use this site.",
  age_gate_remember: "Remember my answer on this device for 3 days",
  age_gate_confirm: "Yes, I am {minAge} or older",
  age_gate_refuse: "No, I am under {minAge}",
  modal_autologoff_inactivity_title: "You were logged out after a period of inactivity",
  modal_autologoff_inactivity_text:
    "Nobody used the site for a while, so we logged you out to protect your account. Log in again to carry on.",
  modal_autologoff_login: "Log in",
  rg_close: "Close",
  rg_ok: "OK",
  remind_title: "Not registered yet?",
  remind_text: "Open an account in a minute to bet on thousands of events and play in the casino.",
  remind_register: "Register",
  remind_later: "Later",
  main_session_limit_ended: "Your session time limit has been reached",
  main_session_limit_visit_tomorrow:
    "You chose how long you play in a day. You will be logged out now, and you can log in again when your limit period ends.",
  reality_check_title: "Reality check",
  reality_check_text: "A reminder of how your session is going.",
  reality_check_elapsed: "Time in this session",
  reality_check_net: "Net position (won minus staked)",
  reality_check_staked: "Staked",
  reality_check_won: "Won",
  reality_check_unavailable: "Your session's figures could not be loaded just now.",
  reality_check_no_play: "No bets or games in this session yet: your net position is 0.",
  reality_check_continue: "Continue playing",
  reality_check_stop: "Stop and log out",
  reality_check_history: "See my history",
  set_limits_title: "Set a deposit limit",
  set_limits_text:
    "Decide how much you can afford to deposit. A lower limit applies at once; a higher one only after 24 hours.",
  set_limits_period: "Period",
  set_limits_period_20: "24 hours",
  set_limits_period_21: "7 days",
  set_limits_period_22: "30 days",
  set_limits_amount: "Amount ({currency})",
  set_limits_amount_hint: "Whole {currency}, from 1 to 999,999,998.",
  set_limits_amount_invalid: "Enter a whole amount from 1 to 999,999,998.",
  set_limits_save: "Save the limit",
  set_limits_saved: "Your deposit limit is set.",
  set_limits_pending:
    "Your new limit is higher than the current one: it applies after 24 hours, once you confirm it.",
  set_limits_failed: "The limit could not be saved. Please try again.",
  set_limits_more: "All limits and tools",
  set_limits_not_now: "Not now",
  responsible_gaming_self_exclusion_warning:
    "Your account is self-excluded. You cannot log in, bet or deposit until the exclusion ends. You can still withdraw your balance.",
  auth_withdraw_balance: "Withdraw my balance",
  auth_error_timed_out:
    "Your account is taking a break (time-out) that you chose. You can log in again when it ends.",
  auth_error_session_limit:
    "You have used your session time for this period. You can log in again when the period ends.",
  auth_error_register_excluded:
    "You are registered with a national self-exclusion scheme, so this account cannot be used.",
} as const;

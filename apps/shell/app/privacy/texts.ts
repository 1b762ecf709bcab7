import { type Replacements, replaceInText } from "@parlay/domain/config/replacements";
import { format } from "@parlay/i18n/format";

/**
 * The texts of the cookie banner, the user-transfer modal and the account-conversion reminder in
 * every language. They live with these on-demand components, not in the shell's page dictionary,
 * so neither the first view nor the dictionaries chunk grows with them.
 */
const en = {
  cookie_title: "Cookies on %SITE_NAME%",
  cookie_text:
    "Necessary cookies keep the site working. With your consent we also use functional cookies to remember your layout and analytics cookies to learn how the site is used.",
  cookie_choices: "Cookie categories",
  cookie_necessary: "Necessary",
  cookie_necessary_hint: "Always on: sign-in, security, your language and this choice.",
  cookie_functional: "Functional",
  cookie_functional_hint: "Remember your window width and whether the side panels are hidden.",
  cookie_analytics: "Analytics",
  cookie_analytics_hint: "Count visits and measure how fast pages load.",
  cookie_accept_all: "Accept all",
  cookie_necessary_only: "Necessary only",
  cookie_save: "Save my choice",
  cookie_policy: "Cookie policy",
  transfer_title: "Move your account to %SITE_NAME%",
  transfer_text: "Confirm the phone number or e-mail of your account on the other site with a code.",
  transfer_step: "Step {step} of 3",
  transfer_by: "Send the code by",
  transfer_by_phone: "SMS",
  transfer_by_email: "E-mail",
  transfer_send: "Send the code",
  transfer_code_sent: "We sent a code. Enter it to continue.",
  transfer_code_label: "Code",
  transfer_check: "Confirm",
  transfer_done_title: "Your account is ready",
  transfer_done_text:
    "Account number: {id}. Password: {password}. Write them down: the password is shown only once.",
  transfer_already_text: "This account was moved before. Sign in with account number {id}.",
  transfer_skip: "Not now",
  transfer_failed: "That did not work. Check the details and try again.",
  convert_title: "Your account is in Croatian kuna",
  convert_text:
    "The kuna (HRK) has been replaced by the euro. Open a euro account in your office to keep depositing and betting.",
  convert_action: "Go to my accounts",
  convert_later: "Later",
};

type PrivacyKey = keyof typeof en;

const ru: Record<PrivacyKey, string> = {
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

const ar: Record<PrivacyKey, string> = {
  cookie_title: "ملفات تعريف الارتباط على %SITE_NAME%",
  cookie_text:
    "ملفات تعريف الارتباط الضرورية تُبقي الموقع يعمل. وبموافقتك نستخدم أيضًا ملفات وظيفية لتذكّر تخطيط الصفحة وملفات تحليلية لفهم كيفية استخدام الموقع.",
  cookie_choices: "فئات ملفات تعريف الارتباط",
  cookie_necessary: "ضرورية",
  cookie_necessary_hint: "مفعّلة دائمًا: تسجيل الدخول والأمان ولغتك وهذا الاختيار.",
  cookie_functional: "وظيفية",
  cookie_functional_hint: "تتذكّر عرض النافذة وما إذا كانت اللوحات الجانبية مخفية.",
  cookie_analytics: "تحليلية",
  cookie_analytics_hint: "تحصي الزيارات وتقيس سرعة تحميل الصفحات.",
  cookie_accept_all: "قبول الكل",
  cookie_necessary_only: "الضرورية فقط",
  cookie_save: "حفظ اختياري",
  cookie_policy: "سياسة ملفات تعريف الارتباط",
  transfer_title: "انقل حسابك إلى %SITE_NAME%",
  transfer_text: "أكّد برمز رقم الهاتف أو البريد الإلكتروني لحسابك على الموقع الآخر.",
  transfer_step: "الخطوة {step} من 3",
  transfer_by: "أرسل الرمز عبر",
  transfer_by_phone: "رسالة نصية",
  transfer_by_email: "البريد الإلكتروني",
  transfer_send: "إرسال الرمز",
  transfer_code_sent: "أرسلنا رمزًا. أدخله للمتابعة.",
  transfer_code_label: "الرمز",
  transfer_check: "تأكيد",
  transfer_done_title: "حسابك جاهز",
  transfer_done_text: "رقم الحساب: {id}. كلمة المرور: {password}. دوّنهما: تظهر كلمة المرور مرة واحدة فقط.",
  transfer_already_text: "نُقل هذا الحساب من قبل. سجّل الدخول برقم الحساب {id}.",
  transfer_skip: "ليس الآن",
  transfer_failed: "لم ينجح ذلك. تحقّق من البيانات وحاول مرة أخرى.",
  convert_title: "حسابك بالكونا الكرواتية",
  convert_text: "استُبدلت الكونا (HRK) باليورو. افتح حسابًا باليورو في مكتبك لمواصلة الإيداع والمراهنة.",
  convert_action: "إلى حساباتي",
  convert_later: "لاحقًا",
};

const TEXTS: Record<string, Record<PrivacyKey, string>> = { en, ru, ar };

/** `t(key, vars)` for these texts in `lng` (English when the language has none), site names filled in. */
export function privacyTexts(lng: string, replacements: Replacements) {
  const dict = TEXTS[lng] ?? en;
  return (key: PrivacyKey, vars?: Record<string, string | number>) =>
    replaceInText(format(dict[key], vars), replacements);
}

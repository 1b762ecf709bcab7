import type { SeoStream } from "@parlay/domain/routing";

/** [title, description] per seeded language. */
export type StreamTexts = Record<"en" | "ru" | "ar", readonly [string, string]>;

/** Sportsbook, account and information streams. */
export const sportStreamTexts: Partial<Record<SeoStream, StreamTexts>> = {
  homepage: {
    en: [
      "Parlay: sports betting and online casino",
      "Bet on football, tennis, hockey and esports before and during the match, play slots and live casino at Parlay.",
    ],
    ru: [
      "Парлей: ставки на спорт и онлайн-казино",
      "Ставки на футбол, теннис, хоккей и киберспорт до начала и во время матча, слоты и живое казино в Парлей.",
    ],
    ar: [
      "بارلاي: المراهنات الرياضية والكازينو عبر الإنترنت",
      "راهن على كرة القدم والتنس والهوكي والرياضات الإلكترونية قبل المباراة وأثناءها، والعب السلوتس والكازينو المباشر في بارلاي.",
    ],
  },
  line: {
    en: [
      "Pre-match sports betting odds | Parlay",
      "Pre-match odds on thousands of events every day: football, tennis, basketball, hockey and more.",
    ],
    ru: [
      "Линия: ставки на спорт до начала матча | Парлей",
      "Коэффициенты до начала матча на тысячи событий каждый день: футбол, теннис, баскетбол, хоккей и другие.",
    ],
    ar: [
      "المراهنات قبل المباراة | بارلاي",
      "احتمالات ما قبل المباراة على آلاف الأحداث يوميًا: كرة القدم والتنس وكرة السلة والهوكي وغيرها.",
    ],
  },
  live: {
    en: [
      "Live betting: in-play odds | Parlay",
      "Bet while the match is on: live odds updated every second, scoreboards and match trackers.",
    ],
    ru: [
      "Лайв: ставки во время матча | Парлей",
      "Ставки по ходу матча: коэффициенты обновляются каждую секунду, табло и трекеры событий.",
    ],
    ar: [
      "المراهنات المباشرة | بارلاي",
      "راهن أثناء المباراة: احتمالات مباشرة تتحدث كل ثانية مع لوحات النتائج ومتابعة الأحداث.",
    ],
  },
  mobile: {
    en: [
      "Parlay mobile app for Android and iOS",
      "Download the Parlay app: betting and casino on your phone, with push notifications for your bets.",
    ],
    ru: [
      "Мобильное приложение Парлей для Android и iOS",
      "Скачайте приложение Парлей: ставки и казино в телефоне, уведомления о ваших ставках.",
    ],
    ar: [
      "تطبيق بارلاي للجوال على أندرويد و iOS",
      "حمّل تطبيق بارلاي: المراهنات والكازينو على هاتفك مع إشعارات لرهاناتك.",
    ],
  },
  desktop: {
    en: [
      "Parlay desktop app for Windows and macOS",
      "Install the Parlay desktop app for faster betting and a stable connection.",
    ],
    ru: [
      "Приложение Парлей для Windows и macOS",
      "Установите приложение Парлей для компьютера: быстрые ставки и стабильное соединение.",
    ],
    ar: [
      "تطبيق بارلاي لسطح المكتب على ويندوز و macOS",
      "ثبّت تطبيق بارلاي لسطح المكتب لمراهنات أسرع واتصال مستقر.",
    ],
  },
  user: {
    en: ["My account | Parlay", "Your Parlay account: activation, password reset and newsletter settings."],
    ru: [
      "Личный кабинет | Парлей",
      "Ваш аккаунт Парлей: активация, восстановление пароля и настройки рассылки.",
    ],
    ar: ["حسابي | بارلاي", "حسابك في بارلاي: التفعيل واستعادة كلمة المرور وإعدادات النشرة البريدية."],
  },
  promo: {
    en: [
      "Promo codes and offers | Parlay",
      "Current Parlay promo codes, free bets and special offers for sports and casino.",
    ],
    ru: [
      "Промокоды и предложения | Парлей",
      "Актуальные промокоды Парлей, фрибеты и специальные предложения для спорта и казино.",
    ],
    ar: [
      "الرموز الترويجية والعروض | بارلاي",
      "أحدث الرموز الترويجية من بارلاي والرهانات المجانية والعروض الخاصة للرياضة والكازينو.",
    ],
  },
  bonus: {
    en: [
      "Welcome bonus and bonuses | Parlay",
      "First deposit bonus, cashback and loyalty rewards: the rules and how to claim them.",
    ],
    ru: [
      "Бонус на первый депозит и другие бонусы | Парлей",
      "Бонус на первый депозит, кешбэк и награды за лояльность: правила и как их получить.",
    ],
    ar: [
      "مكافأة الترحيب والمكافآت | بارلاي",
      "مكافأة الإيداع الأول والاسترداد النقدي ومكافآت الولاء: الشروط وطريقة الحصول عليها.",
    ],
  },
  promotions: {
    en: [
      "Promotions and tournaments | Parlay",
      "Prize draws, tournaments and seasonal promotions for Parlay players.",
    ],
    ru: ["Акции и турниры | Парлей", "Розыгрыши призов, турниры и сезонные акции для игроков Парлей."],
    ar: ["العروض والبطولات | بارلاي", "سحوبات على الجوائز وبطولات وعروض موسمية للاعبي بارلاي."],
  },
  information: {
    en: [
      "Rules and information | Parlay",
      "Betting rules, payments, responsible gaming, licences and how to contact Parlay.",
    ],
    ru: [
      "Правила и информация | Парлей",
      "Правила ставок, платежи, ответственная игра, лицензии и контакты Парлей.",
    ],
    ar: [
      "القواعد والمعلومات | بارلاي",
      "قواعد المراهنة والمدفوعات واللعب المسؤول والتراخيص وطرق التواصل مع بارلاي.",
    ],
  },
  ourpartners: {
    en: ["Our partners | Parlay", "Clubs, leagues and brands that partner with Parlay."],
    ru: ["Наши партнёры | Парлей", "Клубы, лиги и бренды — партнёры Парлей."],
    ar: ["شركاؤنا | بارلاي", "الأندية والدوريات والعلامات التجارية الشريكة لبارلاي."],
  },
};

import type { SeoStream } from "@parlay/domain/routing";
import type { StreamTexts } from "./seo-texts-sport.ts";

/** Casino and games streams. */
export const casinoStreamTexts: Partial<Record<SeoStream, StreamTexts>> = {
  casino: {
    en: [
      "Online casino: slots and live dealers | Parlay",
      "Thousands of slots, roulette, blackjack and live dealer tables from leading providers.",
    ],
    ru: [
      "Онлайн-казино: слоты и живые дилеры | Парлей",
      "Тысячи слотов, рулетка, блэкджек и столы с живыми дилерами от ведущих провайдеров.",
    ],
    ar: [
      "كازينو أونلاين: سلوتس وموزعون مباشرون | بارلاي",
      "آلاف ألعاب السلوتس والروليت والبلاك جاك وطاولات الموزعين المباشرين من كبار المزودين.",
    ],
  },
  poker: {
    en: ["Online poker | Parlay", "Texas Hold'em and Omaha cash games and tournaments around the clock."],
    ru: ["Онлайн-покер | Парлей", "Кэш-игры и турниры по техасскому холдему и омахе круглосуточно."],
    ar: ["بوكر أونلاين | بارلاي", "ألعاب نقدية وبطولات تكساس هولدم وأوماها على مدار الساعة."],
  },
  bingo: {
    en: ["Online bingo | Parlay", "75 and 90 ball bingo rooms with draws every few minutes."],
    ru: ["Онлайн-бинго | Парлей", "Бинго на 75 и 90 шаров с розыгрышами каждые несколько минут."],
    ar: ["بينغو أونلاين | بارلاي", "غرف بينغو بـ 75 و90 كرة مع سحوبات كل بضع دقائق."],
  },
  tvgames: {
    en: ["TV games | Parlay", "Bet on live-streamed TV games: wheel of fortune, dice, cards and lotteries."],
    ru: ["ТВ-игры | Парлей", "Ставки на ТВ-игры в прямом эфире: колесо фортуны, кости, карты и лотереи."],
    ar: [
      "الألعاب التلفزيونية | بارلاي",
      "راهن على الألعاب التلفزيونية المباشرة: عجلة الحظ والنرد والورق واليانصيب.",
    ],
  },
  virtualsports: {
    en: [
      "Virtual sports betting | Parlay",
      "Virtual football, horse racing and tennis with a new event every few minutes.",
    ],
    ru: [
      "Ставки на виртуальный спорт | Парлей",
      "Виртуальный футбол, скачки и теннис: новое событие каждые несколько минут.",
    ],
    ar: [
      "المراهنة على الرياضات الافتراضية | بارلاي",
      "كرة قدم وسباقات خيل وتنس افتراضية مع حدث جديد كل بضع دقائق.",
    ],
  },
  fishinghunting: {
    en: [
      "Fishing and hunting games | Parlay",
      "Arcade fishing and hunting games: aim, shoot and collect multipliers.",
    ],
    ru: [
      "Игры «Рыбалка и охота» | Парлей",
      "Аркадные игры про рыбалку и охоту: цельтесь, стреляйте и собирайте множители.",
    ],
    ar: ["ألعاب الصيد | بارلاي", "ألعاب صيد الأسماك والحيوانات: صوّب واجمع المضاعفات."],
  },
  othergames: {
    en: ["Other games | Parlay", "Crash games, scratch cards, keno and quick games in one place."],
    ru: ["Другие игры | Парлей", "Краш-игры, скретч-карты, кено и быстрые игры в одном месте."],
    ar: ["ألعاب أخرى | بارلاي", "ألعاب الكراش وبطاقات الخدش والكينو والألعاب السريعة في مكان واحد."],
  },
  allgamesentrance: {
    en: [
      "All games | Parlay",
      "Every Parlay game in one lobby: casino, live dealers, TV games and instant games.",
    ],
    ru: ["Все игры | Парлей", "Все игры Парлей в одном лобби: казино, живые дилеры, ТВ-игры и быстрые игры."],
    ar: [
      "جميع الألعاب | بارلاي",
      "كل ألعاب بارلاي في ردهة واحدة: الكازينو والموزعون المباشرون والألعاب التلفزيونية والفورية.",
    ],
  },
  toto: {
    en: [
      "Toto: predict the results | Parlay",
      "Predict the outcomes of a set of matches and share the jackpot pool.",
    ],
    ru: ["Тотализатор: угадайте результаты | Парлей", "Угадайте исходы набора матчей и разделите джекпот."],
    ar: ["التوتو: توقع النتائج | بارلاي", "توقّع نتائج مجموعة من المباريات وتقاسم الجائزة الكبرى."],
  },
  lotto: {
    en: [
      "Lotto and lotteries | Parlay",
      "Bet on lottery draws from around the world and check the latest results.",
    ],
    ru: ["Лото и лотереи | Парлей", "Ставки на тиражи лотерей со всего мира и свежие результаты."],
    ar: ["اللوتو واليانصيب | بارلاي", "راهن على سحوبات اليانصيب من حول العالم وتابع أحدث النتائج."],
  },
};

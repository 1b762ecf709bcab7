/** The in-house games as the casino catalogue's provider `parlay` (the lobby's `fast` and `crash` categories). */
import { randomBytes } from "node:crypto";
import { ORIGINAL_GAMES, ORIGINALS_PROVIDER, type OriginalGameCode } from "@parlay/domain/casino-lobby";
import type { ProviderGame, ProviderRegistration } from "../casino/index.ts";

export { ORIGINALS_PROVIDER };

const FAIR = {
  en: "Provably fair: the server seed's SHA-256 is shown before you bet; rotate the seeds to reveal it and verify every bet.",
  ru: "Доказуемо честно: SHA-256 серверного сида показан до ставки; смените сиды, чтобы раскрыть его и проверить каждую ставку.",
  ar: "عادلة وقابلة للإثبات: تُعرض تجزئة SHA-256 لبذرة الخادم قبل الرهان؛ غيّر البذور لكشفها والتحقق من كل رهان.",
};

type Texts = Record<"en" | "ru" | "ar", string>;

/** The catalogue's one row per in-house game (the codes are the domain's ORIGINAL_GAMES). */
const GAMES: Record<
  OriginalGameCode,
  { name: string; category: "fast" | "crash"; volatility: "low" | "medium" | "high"; rules: Texts }
> = {
  dice: {
    name: "Dice",
    category: "fast",
    volatility: "low",
    rules: {
      en: "Pick a target and over or under; the roll is 0.00–99.99.",
      ru: "Выберите цель и «больше» или «меньше»; выпадает число 0,00–99,99.",
      ar: "اختر هدفًا وأعلى أو أقل؛ الرمية من 0.00 إلى 99.99.",
    },
  },
  limbo: {
    name: "Limbo",
    category: "fast",
    volatility: "high",
    rules: {
      en: "Pick a target multiplier; you win it when the result reaches it.",
      ru: "Выберите целевой множитель; он выигрывает, если результат его достигает.",
      ar: "اختر مضاعفًا مستهدفًا؛ تربحه إذا بلغته النتيجة.",
    },
  },
  mines: {
    name: "Mines",
    category: "fast",
    volatility: "medium",
    rules: {
      en: "Open cells of a 5×5 board and cash out before you hit a mine.",
      ru: "Открывайте клетки поля 5×5 и заберите выигрыш до мины.",
      ar: "افتح خانات لوحة 5×5 واسحب قبل أن تصيب لغمًا.",
    },
  },
  plinko: {
    name: "Plinko",
    category: "fast",
    volatility: "medium",
    rules: {
      en: "Drop a ball through 8–16 rows; the slot it lands in pays.",
      ru: "Бросьте шар через 8–16 рядов; платит ячейка, куда он упал.",
      ar: "أسقط كرة عبر 8 إلى 16 صفًا؛ تدفع الخانة التي تستقر فيها.",
    },
  },
  keno: {
    name: "Keno",
    category: "fast",
    volatility: "high",
    rules: {
      en: "Pick 1–10 of 40 numbers; 10 are drawn and your hits pay.",
      ru: "Выберите 1–10 из 40 чисел; выпадают 10, платят совпадения.",
      ar: "اختر من 1 إلى 10 من 40 رقمًا؛ يُسحب 10 وتدفع الإصابات.",
    },
  },
  crash: {
    name: "Crash",
    category: "crash",
    volatility: "high",
    rules: {
      en: "Bet before take-off and cash out before the crash; every round is shared and comes from a published hash chain.",
      ru: "Ставьте до взлёта и заберите до краша; раунды общие и идут из опубликованной цепочки хешей.",
      ar: "راهن قبل الإقلاع واسحب قبل الانهيار؛ كل جولة مشتركة ومن سلسلة تجزئة منشورة.",
    },
  },
};

function game(code: OriginalGameCode): ProviderGame {
  const { name, category, volatility, rules } = GAMES[code];
  const texts = Object.fromEntries(
    (["en", "ru", "ar"] as const).map((l) => [l, { rules: `${rules[l]} ${FAIR[l]}` }]),
  );
  return { code, name, category, rtpBp: 9900, volatility, lobby: { slug: code, texts, demoAllowed: false } };
}

/**
 * The registration. The in-house games call the wallet in-process, never signed over HTTP, so the
 * provider's signing key is random at every start: nobody knows it, nobody can call the wallet as
 * `parlay`. RTPs: 99 % (1 % house edge, docs/casino.md "Exact theoretical RTP").
 */
export function originalsProvider(): ProviderRegistration {
  return {
    id: ORIGINALS_PROVIDER,
    name: "Parlay Originals",
    signingKey: randomBytes(32).toString("hex"),
    launchUrl: null,
    // The site draws these games itself (remotes/casino GameStage): their launcher needs no URL.
    inProcess: true,
    games: ORIGINAL_GAMES.map(game),
  };
}

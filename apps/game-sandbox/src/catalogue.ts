/**
 * The sandbox provider's catalogue as data: what the site registers (code, name, category, RTP,
 * volatility) and what a lobby shows before play (rules per language, collections). Every RTP is
 * computed here from the domain's maths, not typed in, except blackjack's, which has no exact
 * closed form in the domain and is the published house edge for these rules (docs/casino.md).
 */
import {
  allBets,
  type Fraction,
  frac,
  PARLAY_FRUITS,
  POCKETS,
  settleBet,
  slotRtp,
} from "@parlay/domain/casino-games";
import type { Lang } from "./texts.ts";

export const PROVIDER_ID = "parlay-games";
export const PROVIDER_NAME = "Parlay Games";

export type SandboxGameCode = "parlay-fruits" | "european-roulette" | "blackjack" | "live-roulette";

export interface SandboxGame {
  code: SandboxGameCode;
  name: string;
  /** The lobby's category slug. */
  category: "slots" | "roulette" | "card-games" | "live";
  /** Hundredths of a percent (9615 = 96.15 %), rounded down from the exact figure. */
  rtpBp: number;
  /** How the figure is known. */
  rtpSource: "exact" | "published-edge";
  volatility: "low" | "medium" | "high";
  collections: string[];
  /**
   * Whether the lobby may offer it as demo play (virtual money, demo.ts; the site decides whether it
   * does). The live table has none: its rounds are shared with real players.
   */
  demo: boolean;
  /** The rules before play, per language (UKGC RTS 3). */
  rules: Record<Lang, string>;
}

/** ⌊fraction × 10 000⌋: basis points of a return. */
export function basisPoints(f: Fraction): number {
  return Number((f.n * 10_000n) / f.d);
}

/** Every legal roulette bet returns the same; the first bet's exact return over the 37 pockets. */
function rouletteRtp(): Fraction {
  const bet = allBets()[0];
  if (!bet) throw new Error("no roulette bet");
  let returned = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) returned += settleBet(bet, 1, pocket);
  return frac(returned, POCKETS);
}

/** Blackjack's published house edge for these rules: 0.42 % (docs/casino.md "Blackjack"). */
const BLACKJACK_RTP = frac(9958, 10_000);

const SLOT_RTP = basisPoints(slotRtp(PARLAY_FRUITS).rtp);
const ROULETTE_RTP = basisPoints(rouletteRtp());

export const SANDBOX_GAMES: readonly SandboxGame[] = [
  {
    code: "parlay-fruits",
    name: "Parlay Fruits",
    category: "slots",
    rtpBp: SLOT_RTP,
    rtpSource: "exact",
    volatility: "medium",
    collections: ["new", "popular"],
    demo: true,
    rules: {
      en: "5 reels, 3 rows, 20 fixed lines paying left to right. The wild (reels 2–4) replaces every symbol except the scatter. 3 or more scatters anywhere pay the total bet × 5/20/100 and award 10 free spins where every win is tripled; they can retrigger.",
      ru: "5 барабанов, 3 ряда, 20 фиксированных линий, выплаты слева направо. Wild (барабаны 2–4) заменяет любой символ, кроме scatter. 3 и больше scatter в любом месте платят общую ставку × 5/20/100 и дают 10 бесплатных вращений, где каждый выигрыш утраивается; их можно получить повторно.",
      ar: "5 بكرات و3 صفوف و20 خطًا ثابتًا تدفع من اليسار إلى اليمين. الرمز البديل (البكرات 2–4) يحل محل كل رمز ما عدا رمز التشتت. ثلاثة رموز تشتت أو أكثر في أي مكان تدفع الرهان الكلي × 5/20/100 وتمنح 10 لفات مجانية تتضاعف فيها كل الأرباح ثلاث مرات، ويمكن إعادة تفعيلها.",
    },
  },
  {
    code: "european-roulette",
    name: "European Roulette",
    category: "roulette",
    rtpBp: ROULETTE_RTP,
    rtpSource: "exact",
    volatility: "low",
    collections: ["popular"],
    demo: true,
    rules: {
      en: "One zero, 37 pockets. Straight pays 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozens and columns 2:1, red/black, odd/even, 1–18/19–36 1:1. Zero loses every outside bet.",
      ru: "Одно зеро, 37 ячеек. Число платит 35:1, сплит 17:1, стрит 11:1, каре 8:1, линия 5:1, дюжины и колонны 2:1, красное/чёрное, чёт/нечет, 1–18/19–36 1:1. Зеро проигрывает все внешние ставки.",
      ar: "صفر واحد و37 خانة. الرقم المفرد يدفع 35:1، والثنائي 17:1، والصف 11:1، والزاوية 8:1، والخط 5:1، والعشرات والأعمدة 2:1، والأحمر/الأسود والفردي/الزوجي و1–18/19–36 بنسبة 1:1. الصفر يخسر كل الرهانات الخارجية.",
    },
  },
  {
    code: "blackjack",
    name: "Blackjack",
    category: "card-games",
    rtpBp: basisPoints(BLACKJACK_RTP),
    rtpSource: "published-edge",
    volatility: "low",
    collections: ["popular"],
    demo: true,
    rules: {
      en: "6 decks shuffled every round. The dealer stands on soft 17 and peeks for blackjack. Blackjack pays 3:2, insurance 2:1. Double on any two cards, also after a split; split equal values up to 4 hands; split aces take one card. No surrender.",
      ru: "6 колод, перемешиваются каждый раунд. Дилер стоит на мягких 17 и проверяет блэкджек. Блэкджек платит 3:2, страховка 2:1. Удвоение на любых двух картах, также после сплита; сплит равных карт до 4 рук; разделённые тузы получают по одной карте. Без сдачи.",
      ar: "6 مجموعات أوراق تُخلط كل جولة. يقف الموزع عند 17 المرنة ويتحقق من البلاك جاك. البلاك جاك يدفع 3:2 والتأمين 2:1. المضاعفة على أي ورقتين وبعد التقسيم أيضًا؛ تقسيم القيم المتساوية حتى 4 أيادٍ؛ الآسات المقسومة تأخذ ورقة واحدة. لا استسلام.",
    },
  },
  {
    code: "live-roulette",
    name: "Live Roulette",
    category: "live",
    rtpBp: ROULETTE_RTP,
    rtpSource: "exact",
    volatility: "low",
    collections: ["live"],
    demo: false,
    rules: {
      en: "A shared European wheel every 30 seconds: 15 s of betting, 5 s no more bets while the ball spins, then the result for every seated player and the payout. Same bets and pays as European roulette.",
      ru: "Общее европейское колесо каждые 30 секунд: 15 с приёма ставок, 5 с шарик крутится и ставки закрыты, затем результат для всех игроков за столом и выплата. Ставки и выплаты как в европейской рулетке.",
      ar: "عجلة أوروبية مشتركة كل 30 ثانية: 15 ثانية للرهانات، ثم 5 ثوانٍ تدور فيها الكرة ولا رهانات، ثم النتيجة لكل اللاعبين الجالسين والدفع. الرهانات والمدفوعات نفسها كما في الروليت الأوروبية.",
    },
  },
];

export const gameByCode = (code: string): SandboxGame | undefined =>
  SANDBOX_GAMES.find((g) => g.code === code);

/**
 * One in-house game's page body: the game, the fairness panel and the player's bets. Rendered on the
 * server with the page's data (page-data.ts) and hydrated with the same data.
 */
import { browserHttp, type HttpClient } from "@parlay/web";
import { useMemo, useState } from "react";
import {
  type Bet,
  type OriginalGameCode,
  type OriginalsServerData,
  originalsApi,
  type Seeds,
} from "./api.ts";
import { BetList } from "./BetList.tsx";
import { Crash, type FollowCrash } from "./Crash.tsx";
import { Dice, Limbo } from "./Dice.tsx";
import { money, t, textsOf } from "./i18n.ts";
import { Keno } from "./Keno.tsx";
import { Mines } from "./Mines.tsx";
import { Plinko } from "./Plinko.tsx";
import { SeedPanel } from "./SeedPanel.tsx";

export interface OriginalGameProps {
  code: OriginalGameCode;
  lang: string;
  data: OriginalsServerData;
  /** The player's currency (the active account's). */
  currency?: string;
  /** Tests pass their own client; the page uses the shared browser client. */
  http?: HttpClient;
  /** Tests pass their own crash frames; the page follows the live socket's topic `crash`. */
  followCrash?: FollowCrash;
}

export function OriginalGame({ code, lang, data, currency = "EUR", http, followCrash }: OriginalGameProps) {
  const texts = textsOf(lang);
  // The shared browser client is made on first use (it needs `document`), never while rendering.
  const client = useMemo<HttpClient>(() => {
    const c = () => http ?? browserHttp();
    return {
      request: (r) => c().request(r),
      get: (p, q) => c().get(p, q),
      post: (p, j, e) => c().post(p, j, e),
    };
  }, [http]);
  const api = useMemo(() => originalsApi(client), [client]);
  const [seeds, setSeeds] = useState<Seeds | null>(data.seeds);
  const [bets, setBets] = useState<Bet[]>(data.bets);
  const [balance, setBalance] = useState<number | null>(null);
  const [cur, setCur] = useState(data.bets[0]?.currency ?? data.crashBets[0]?.currency ?? currency);
  const disabled = !data.signedIn;
  const onBet = (b: Bet) => {
    if (b.balance !== undefined) setBalance(b.balance);
    setCur(b.currency);
    setBets((list) => [b, ...list.filter((x) => x.id !== b.id)].slice(0, 20));
    if (seeds && b.nonce >= seeds.active.nonce && b.serverSeedHash === seeds.active.serverSeedHash)
      setSeeds({ ...seeds, active: { ...seeds.active, nonce: b.nonce + 1 } });
  };
  const props = { texts, lang, currency: cur, disabled, api, onBet };
  return (
    <div className="og-root" dir={lang === "ar" ? "rtl" : "ltr"} lang={lang} data-game={code}>
      <h2>{texts[code]}</h2>
      {!data.signedIn && <p className="og-note">{texts.signIn}</p>}
      {balance !== null && (
        <p className="og-balance" aria-live="polite" data-testid="originals-balance">
          {t(texts.balance, { amount: money(balance, cur, lang) })}
        </p>
      )}
      {code === "dice" && <Dice {...props} />}
      {code === "limbo" && <Limbo {...props} />}
      {code === "keno" && <Keno {...props} />}
      {code === "plinko" && <Plinko {...props} />}
      {code === "mines" && <Mines {...props} />}
      {code === "crash" && (
        <Crash
          texts={texts}
          lang={lang}
          currency={cur}
          disabled={disabled}
          api={api}
          initial={data.crash}
          initialBets={data.crashBets}
          {...(followCrash ? { follow: followCrash } : {})}
          onBalance={(amount, c) => {
            setBalance(amount);
            setCur(c);
          }}
        />
      )}
      {code !== "crash" && seeds && <SeedPanel texts={texts} api={api} seeds={seeds} onSeeds={setSeeds} />}
      {code !== "crash" && data.signedIn && <BetList texts={texts} lang={lang} bets={bets} />}
    </div>
  );
}

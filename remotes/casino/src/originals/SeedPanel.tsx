/** The fairness panel: the committed server seed's hash, the client seed, rotation and revealed seeds. */
import { useId, useState } from "react";
import type { OriginalsApi, Seeds } from "./api.ts";
import type { OriginalsTexts } from "./i18n.ts";
import { ErrorLine, useAction } from "./shared.tsx";

export function SeedPanel({
  texts,
  api,
  seeds,
  onSeeds,
}: {
  texts: OriginalsTexts;
  api: OriginalsApi;
  seeds: Seeds;
  onSeeds: (s: Seeds) => void;
}) {
  const [client, setClient] = useState(seeds.active.clientSeed);
  const { busy, error, run } = useAction(texts);
  const id = useId();
  return (
    <section className="og-seeds" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{texts.seeds}</h2>
      <dl>
        <dt>{texts.serverSeedHash}</dt>
        <dd className="og-hash" data-testid="server-seed-hash">
          {seeds.active.serverSeedHash}
        </dd>
        <dt>{texts.nonce}</dt>
        <dd>{seeds.active.nonce}</dd>
      </dl>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const active = await run(() => api.setClientSeed(client));
          if (active) onSeeds({ ...seeds, active });
        }}
      >
        <label htmlFor={`${id}-c`}>{texts.clientSeed}</label>
        <input
          id={`${id}-c`}
          value={client}
          maxLength={64}
          pattern="[!-9;-~]{1,64}"
          onChange={(e) => setClient(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          {texts.save}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            const r = await run(() => api.rotate());
            if (r) onSeeds({ active: r.active, revealed: [r.revealed, ...seeds.revealed] });
          }}
        >
          {texts.rotate}
        </button>
      </form>
      <ErrorLine error={error} />
      {seeds.revealed.length > 0 && (
        <details>
          <summary>{texts.revealed}</summary>
          <ul className="og-revealed">
            {seeds.revealed.map((p) => (
              <li key={p.serverSeedHash}>
                <span className="og-hash">{p.serverSeed}</span> · {p.clientSeed} · {p.bets}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

import { gamePath } from "@parlay/domain/casino-lobby";
import type { GameTile } from "./api.ts";

/** `{basePath}/{path}`: every link stays under the page's language. */
export const href = (basePath: string, path: string) =>
  `${basePath}${path.startsWith("/") ? path : `/${path}`}`;

export const gameHref = (basePath: string, game: Pick<GameTile, "id" | "slug" | "category">) =>
  href(basePath, gamePath(game));

/** The shell's log-in: `/{lng}/?login=1&returnUrl=…` (it opens the dialog in place once hydrated). */
export const loginHref = (basePath: string, path: string) =>
  `${basePath}/?login=1&returnUrl=${encodeURIComponent(`${basePath}${path}`)}`;

/** "{n}"-style placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

/** RTP in hundredths of a percent → "96.15 %". */
export const rtpText = (bp: number) => `${(bp / 100).toFixed(2)} %`;

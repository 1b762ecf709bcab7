import type { GameDetail } from "../api.ts";
import type { CasinoDictionary } from "../i18n/index.ts";
import type { OriginalsServerData } from "../originals/api.ts";

/** What the play area of a game page gets (GameStage.tsx: provider iframe or an original's UI). */
export interface StageProps {
  game: GameDetail;
  lang: string;
  basePath: string;
  /** The page's path without /{lng}, for the log-in link's return address. */
  path: string;
  signedIn: boolean;
  t: CasinoDictionary;
  /** An in-house game's data, when the page was rendered with it (page-data.ts). */
  originals?: OriginalsServerData | undefined;
}

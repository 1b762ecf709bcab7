import type { SeoPageData, SeoSection, SiteConfig } from "@parlay/domain/config";
import type { SeoStream } from "@parlay/domain/routing";
import type { RenderAnswer } from "@parlay/remote-protocol";

/** SEO page data (spec 000 §3): the SEO service's answer (seoPageData of @parlay/domain/config). */
export type SeoPage = SeoPageData;

/** The SEO call of spec 000 §7 as the shell makes it (ids of the page's sub-section, when it is one). */
export interface SeoPageRequest {
  host: string;
  lang: string;
  stream: SeoStream;
  section?: SeoSection | undefined;
  /** The sport's id (the spec's name for it). */
  subsectionId?: number | undefined;
  championshipId?: number | undefined;
  matchId?: number | undefined;
}

export interface RemoteRenderInput {
  appName: string;
  path: string;
  query: string;
  lang: string;
  dir: "ltr" | "rtl";
  languages: string[];
  cookies: string;
  /** The page's one clock decision (spec 000 §1), sent to the remote as mf-clock. */
  clock: "12h" | "24h";
  /** What the visitor may open here (mf-features): "registration" when it opens. */
  features: string[];
}

export type RemoteSlot =
  | {
      appName: string;
      state: "ready";
      answer: RenderAnswer;
      /** The body is written into the document once, not in the page's data (remote/served-body.ts). */
      served?: string;
    }
  | { appName: string; state: "error"; error: string };

/**
 * What the Fastify host gives the shell's loaders. The shell never reaches the database itself;
 * it calls these in-process (the same code the HTTP services expose).
 */
/** What the server's block check answered for the page's visitor. */
export type BlockCheck = { displayTypeId: number; templateTypeId: number | null } | "unavailable";

export interface ShellServices {
  production: boolean;
  /** Identifies the deployed build; the page compares it with /version.json to offer a reload. */
  buildId: string;
  /** The browser import map that resolves the shared React for the shell and every remote. */
  importMap: { imports: Record<string, string> } | null;
  /**
   * The one-tap client id the server was started with (ONE_TAP_CLIENT_ID); null when one-tap is off
   * for the whole server. A site must also enable it (isOneTapAuthEnabled).
   */
  oneTapClientId: string | null;
  /** Epoch milliseconds (the maintenance schedule); tests inject it, else the system clock. */
  now?: () => number;
  getSiteConfig(req: {
    host: string;
    country: string;
    lang?: string | undefined;
  }): Promise<SiteConfig | null>;
  getSeoPage(req: SeoPageRequest): Promise<SeoPage | null>;
  /** A sport's id from its URL slug ("ice-hockey"); null when the catalogue has no such sport. */
  sportIdOf(slug: string): Promise<number | null>;
  renderRemote(input: RemoteRenderInput): Promise<RemoteSlot>;
}

/** The signed-in player behind a request, as the session service established it; null for guests. */
export interface Viewer {
  userId: string;
  banLevel: number;
  banVersion: number;
  /** is_need_identification: the identification guard (docs/verification.md). */
  needsIdentification?: boolean;
  /**
   * A self-excluded or timed-out player's withdraw-only session (issue 15, LCCP 3.5): only the
   * withdrawal pages open; every other page goes to office/deduce.
   */
  withdrawOnly?: boolean;
  /**
   * A published version of the terms the player has not accepted (issue 16): while the site asks
   * for confirmation, pages that are not exempt go to confirm-terms.
   */
  termsPending?: boolean;
}

declare module "react-router" {
  interface AppLoadContext {
    services: ShellServices;
    viewer: Viewer | null;
    /** The answer's CSP nonce: every inline script the render writes carries it. */
    nonce: string;
    /**
     * The blocks service's decision for this visitor (spec 000 §3, §4), decided by the server
     * before the render; "unavailable" when the check failed (maintenance turns on, §4);
     * undefined where no blocks service runs (the shell alone, tests).
     */
    block?: BlockCheck | undefined;
  }
}

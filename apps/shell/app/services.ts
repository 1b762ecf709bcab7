import type { SiteConfig } from "@parlay/domain/config";
import type { SeoStream } from "@parlay/domain/routing";
import type { RenderAnswer } from "@parlay/remote-protocol";

/** SEO page data (spec 000 §3). */
export interface SeoPage {
  title: string;
  description: string;
  metaRobots: string;
  hierarchyMetaRobots: string | null;
  metas: unknown[];
  customCanonical: { mode: "url"; targetUrl: string } | { mode: "mirror"; domain: string } | null;
}

export interface RemoteRenderInput {
  appName: string;
  path: string;
  query: string;
  lang: string;
  dir: "ltr" | "rtl";
  languages: string[];
  cookies: string;
}

export type RemoteSlot =
  | { appName: string; state: "ready"; answer: RenderAnswer }
  | { appName: string; state: "error"; error: string };

/**
 * What the Fastify host gives the shell's loaders. The shell never reaches the database itself;
 * it calls these in-process (the same code the HTTP services expose).
 */
export interface ShellServices {
  production: boolean;
  /** Identifies the deployed build; the page compares it with /version.json to offer a reload. */
  buildId: string;
  /** The browser import map that resolves the shared React for the shell and every remote. */
  importMap: { imports: Record<string, string> } | null;
  getSiteConfig(req: {
    host: string;
    country: string;
    lang?: string | undefined;
  }): Promise<SiteConfig | null>;
  getSeoPage(req: {
    host: string;
    lang: string;
    stream: SeoStream;
    section?: string;
  }): Promise<SeoPage | null>;
  renderRemote(input: RemoteRenderInput): Promise<RemoteSlot>;
}

/** The signed-in player behind a request, as the session service established it; null for guests. */
export interface Viewer {
  userId: string;
  banLevel: number;
  banVersion: number;
}

declare module "react-router" {
  interface AppLoadContext {
    services: ShellServices;
    viewer: Viewer | null;
  }
}

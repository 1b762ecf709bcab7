import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { propsScript } from "../client/props.ts";
import type { RenderAnswer } from "../schema.ts";

/**
 * The body of a React remote: server markup followed by the props script the client hydrates from.
 * With force-spa the shell navigates client-side and will render anyway, so the markup is skipped.
 */
export function renderRemoteBody(element: ReactElement, props: unknown, opts: { forceSpa: boolean }): string {
  const markup = opts.forceSpa ? "" : renderToString(element);
  return `${markup}${propsScript(props)}`;
}

/** The page-specific fields of a render answer. */
export type AnswerFields = Pick<RenderAnswer, "title" | "body" | "head" | "status" | "location">;

/**
 * A remote's answer maker: its name and stylesheet on every answer, with the page's fields and the
 * scripts the page loads (no extra CSS files, no code to evaluate).
 */
export function remoteAnswer(
  appName: string,
  style: string,
): (fields: AnswerFields, scripts: string[]) => RenderAnswer {
  return (fields, scripts) => ({
    appName,
    style,
    cssToLoad: [],
    scriptsToLoad: scripts,
    codeToEval: "",
    ...fields,
  });
}

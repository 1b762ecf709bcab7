import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { propsScript } from "../client/props.ts";

/**
 * The body of a React remote: server markup followed by the props script the client hydrates from.
 * With force-spa the shell navigates client-side and will render anyway, so the markup is skipped.
 */
export function renderRemoteBody(element: ReactElement, props: unknown, opts: { forceSpa: boolean }): string {
  const markup = opts.forceSpa ? "" : renderToString(element);
  return `${markup}${propsScript(props)}`;
}

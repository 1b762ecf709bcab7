/**
 * Props travel inside the body as `<script type="application/json" data-remote-props>` so one HTML string
 * is the whole answer. The client takes the script out before hydrating: React would otherwise find a
 * node its tree does not render and throw the server markup away.
 */

export const PROPS_SELECTOR = 'script[type="application/json"][data-remote-props]';

/** JSON safe to put inside a `<script>`: no `</script>`, no `<!--`, no line separators. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function propsScript(props: unknown): string {
  return `<script type="application/json" data-remote-props>${serializeProps(props)}</script>`;
}

export function takeRemoteProps<T>(root: HTMLElement): T {
  const script = root.querySelector(PROPS_SELECTOR);
  if (!script) throw new Error("remote body has no data-remote-props script");
  const props = JSON.parse(script.textContent ?? "null") as T;
  script.remove();
  return props;
}

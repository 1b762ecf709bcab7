import type { Block } from "./types.ts";

// Short constructors keep the content files readable as text rather than as object literals.
export const h = (text: string): Block => ({ type: "h2", text });
export const p = (text: string): Block => ({ type: "p", text });
export const ul = (...items: string[]): Block => ({ type: "ul", items });
export const ol = (...items: string[]): Block => ({ type: "ol", items });
